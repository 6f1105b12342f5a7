// Swift book style (Concurrency): an actor isolates seat state; callers await its methods, and nonisolated members need no await
actor TicketBooth {
    let show: String
    private var seatsLeft: Int
    private var sold: [String: Int] = [:]

    init(show: String, seats: Int) {
        self.show = show
        self.seatsLeft = seats
    }

    func buy(_ count: Int, for customer: String) -> Bool {
        guard count <= seatsLeft else { return false }
        seatsLeft -= count
        sold[customer, default: 0] += count
        return true
    }

    func refund(customer: String) -> Int {
        let n = sold.removeValue(forKey: customer) ?? 0
        seatsLeft += n
        return n
    }

    var remaining: Int { seatsLeft }

    func report() -> [String] {
        sold.keys.sorted().map { "\($0): \(sold[$0]!)" }
    }

    nonisolated var banner: String { "Now showing: \(show)" }
}

let booth = TicketBooth(show: "Moonrise", seats: 10)
print(booth.banner)

for (name, count) in [("ana", 4), ("ben", 3), ("cleo", 5), ("dev", 3)] {
    let ok = await booth.buy(count, for: name)
    print("\(name) wants \(count): \(ok ? "sold" : "sold out")")
}
print("remaining:", await booth.remaining)
print("refunded ben:", await booth.refund(customer: "ben"))
print("cleo again:", await booth.buy(5, for: "cleo"))
print(await booth.report())

// many concurrent purchases; only the final tally is printed
let sales = await withTaskGroup(of: Bool.self) { group in
    let big = TicketBooth(show: "Rush", seats: 25)
    for i in 0..<40 {
        group.addTask { await big.buy(1, for: "fan\(i % 8)") }
    }
    var successes = 0
    for await ok in group where ok { successes += 1 }
    let left = await big.remaining
    return (successes, left)
}
print("concurrent sales: \(sales.0), left: \(sales.1)")

// expect: Now showing: Moonrise
// expect: ana wants 4: sold
// expect: ben wants 3: sold
// expect: cleo wants 5: sold out
// expect: dev wants 3: sold
// expect: remaining: 0
// expect: refunded ben: 3
// expect: cleo again: false
// expect: ["ana: 4", "dev: 3"]
// expect: concurrent sales: 25, left: 0
