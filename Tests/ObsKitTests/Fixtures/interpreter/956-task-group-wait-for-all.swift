// A task group whose children update an actor: waitForAll, then the actor's exact totals; isEmpty and cancelAll.
// Expected output: swiftc 6.3.1 on this machine.
actor Tally {
    private(set) var counts: [String: Int] = [:]
    func add(_ key: String) { counts[key, default: 0] += 1 }
}
let tally = Tally()
await withTaskGroup(of: Void.self) { group in
    for i in 0..<30 {
        group.addTask { await tally.add(i % 3 == 0 ? "fizz" : "other") }
    }
    await group.waitForAll()
    print("empty after waiting:", group.isEmpty)
}
print(await tally.counts.sorted { $0.key < $1.key })
let started = await withTaskGroup(of: Bool.self) { group in
    group.cancelAll()
    return group.addTaskUnlessCancelled { true }
}
print("added after cancelAll:", started)

// expect: empty after waiting: true
// expect: [(key: "fizz", value: 10), (key: "other", value: 20)]
// expect: added after cancelAll: false
