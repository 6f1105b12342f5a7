// Compiler test style: draining a task group manually with group.next() and waitForAll
func weight(_ s: String) async -> Int {
    s.unicodeScalars.count * 2
}

let total = await withTaskGroup(of: Int.self) { group -> Int in
    for word in ["red", "green", "blue", "violet"] {
        group.addTask { await weight(word) }
    }
    var sum = 0
    var count = 0
    while let w = await group.next() {
        sum += w
        count += 1
    }
    print("drained", count, "results; empty now:", group.isEmpty)
    return sum
}
print("total weight:", total)

actor Tally {
    var seen: [Int] = []
    func record(_ n: Int) { seen.append(n) }
}
let tally = Tally()
await withTaskGroup(of: Void.self) { group in
    for n in [5, 1, 4, 2, 3] {
        group.addTask { await tally.record(n * n) }
    }
    await group.waitForAll()
}
print("recorded:", await tally.seen.sorted())

let none = await withTaskGroup(of: Int.self) { group in
    await group.next()
}
print("next on empty:", none as Any)
// expect: drained 4 results; empty now: true
// expect: total weight: 36
// expect: recorded: [1, 4, 9, 16, 25]
// expect: next on empty: nil
