// async/await with an actor guarding state; sequential awaits keep output deterministic (expected output from swiftc 6.3.1 on Linux)
actor TicketOffice {
    private var available: Int
    private var sold: [String: Int] = [:]

    init(tickets: Int) { available = tickets }

    func buy(_ count: Int, for name: String) -> Bool {
        guard count <= available else { return false }
        available -= count
        sold[name, default: 0] += count
        return true
    }

    func remaining() -> Int { available }

    func report() -> [String] {
        sold.keys.sorted().map { "\($0): \(sold[$0]!)" }
    }
}

func fetchPrice(for show: String) async -> Double {
    await Task.yield()
    return show.count > 6 ? 45.0 : 30.0
}

func checkout(_ office: TicketOffice, name: String, count: Int, show: String) async -> String {
    let price = await fetchPrice(for: show)
    let ok = await office.buy(count, for: name)
    return ok ? "\(name) bought \(count) for \(price * Double(count))" : "\(name) could not buy \(count)"
}

let office = TicketOffice(tickets: 10)
print(await checkout(office, name: "Ivy", count: 4, show: "Hamlet"))
print(await checkout(office, name: "Jon", count: 5, show: "Macbeth"))
print(await checkout(office, name: "Kit", count: 3, show: "Hamlet"))
print(await checkout(office, name: "Ivy", count: 1, show: "Othello"))
print("remaining:", await office.remaining())
for line in await office.report() { print(line) }

let concurrentOffice = TicketOffice(tickets: 100)
await withTaskGroup(of: Bool.self) { group in
    for i in 0..<20 {
        group.addTask { await concurrentOffice.buy(3, for: "buyer\(i % 4)") }
    }
    var successes = 0
    for await ok in group where ok { successes += 1 }
    print("successful purchases:", successes)
}
print("left after rush:", await concurrentOffice.remaining())
print(await concurrentOffice.report())

let task = Task { () -> Int in
    var total = 0
    for n in 1...5 { total += n * n }
    return total
}
print("task value:", await task.value)
// expect: Ivy bought 4 for 120.0
// expect: Jon bought 5 for 225.0
// expect: Kit could not buy 3
// expect: Ivy bought 1 for 45.0
// expect: remaining: 0
// expect: Ivy: 5
// expect: Jon: 5
// expect: successful purchases: 20
// expect: left after rush: 40
// expect: ["buyer0: 15", "buyer1: 15", "buyer2: 15", "buyer3: 15"]
// expect: task value: 55
