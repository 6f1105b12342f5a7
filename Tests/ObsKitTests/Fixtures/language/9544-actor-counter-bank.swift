// Actors protecting state: a visit counter and a ticket office, awaited one call at a time for a fixed output (expected output from swiftc 6.3.1 on Linux)
actor VisitCounter {
    private var counts: [String: Int] = [:]

    func record(_ page: String) -> Int {
        counts[page, default: 0] += 1
        return counts[page]!
    }

    func report() -> [String] {
        counts.keys.sorted().map { "\($0)=\(counts[$0]!)" }
    }

    var total: Int { counts.values.reduce(0, +) }
}

actor TicketOffice {
    let name: String
    private(set) var available: Int
    private var sold: [String] = []

    init(name: String, seats: Int) {
        self.name = name
        self.available = seats
    }

    enum SaleError: Error { case soldOut(requested: Int, left: Int) }

    func buy(_ count: Int, for customer: String) throws -> Int {
        guard count <= available else { throw SaleError.soldOut(requested: count, left: available) }
        available -= count
        sold.append(customer)
        return available
    }

    func customers() -> [String] { sold }

    nonisolated var banner: String { "Welcome to \(name)" }
}

let counter = VisitCounter()
for page in ["/home", "/about", "/home", "/shop", "/home", "/shop"] {
    let n = await counter.record(page)
    print("\(page) visit #\(n)")
}
print(await counter.report(), await counter.total)

let office = TicketOffice(name: "Riverside Hall", seats: 10)
print(office.banner)
let orders = [("Amara", 4), ("Bilal", 3), ("Chen", 5), ("Dara", 3)]
for (who, count) in orders {
    do {
        let left = try await office.buy(count, for: who)
        print("\(who) bought \(count), \(left) left")
    } catch TicketOffice.SaleError.soldOut(let requested, let left) {
        print("\(who) wanted \(requested) but only \(left) left")
    }
}
print("customers:", await office.customers(), "available:", await office.available)

func sumConcurrently() async -> Int {
    await withTaskGroup(of: Int.self) { group in
        for i in 1...5 { group.addTask { i * i } }
        var total = 0
        for await value in group { total += value }
        return total
    }
}
print("sum of squares:", await sumConcurrently())

// expect: /home visit #1
// expect: /about visit #1
// expect: /home visit #2
// expect: /shop visit #1
// expect: /home visit #3
// expect: /shop visit #2
// expect: ["/about=1", "/home=3", "/shop=2"] 6
// expect: Welcome to Riverside Hall
// expect: Amara bought 4, 6 left
// expect: Bilal bought 3, 3 left
// expect: Chen wanted 5 but only 3 left
// expect: Dara bought 3, 0 left
// expect: customers: ["Amara", "Bilal", "Dara"] available: 0
// expect: sum of squares: 55
