// Swift Evolution style: Identifiable (SE-0261), Sendable structs (SE-0302) and actors (SE-0306)
struct Order: Identifiable, Sendable, Hashable {
    let id: Int
    let customer: String
    let amount: Int
}

struct Tag: Identifiable, Sendable {
    var id: String { name.lowercased() }
    let name: String
}

actor OrderBook {
    private var orders: [Order.ID: Order] = [:]
    private(set) var log: [String] = []

    func add(_ order: Order) -> Bool {
        guard orders[order.id] == nil else {
            log.append("duplicate \(order.id)")
            return false
        }
        orders[order.id] = order
        log.append("added \(order.id)")
        return true
    }

    func remove(id: Order.ID) -> Order? {
        let o = orders.removeValue(forKey: id)
        log.append(o == nil ? "missing \(id)" : "removed \(id)")
        return o
    }

    var total: Int { orders.values.reduce(0) { $0 + $1.amount } }

    func sortedOrders() -> [Order] {
        orders.values.sorted { $0.id < $1.id }
    }

    func totals() -> [(String, Int)] {
        let grouped = Dictionary(grouping: orders.values, by: \.customer)
        return grouped.keys.sorted().map { c in (c, grouped[c]!.reduce(0) { $0 + $1.amount }) }
    }
}

func summarize<T: Identifiable>(_ items: [T]) -> String where T.ID: CustomStringConvertible {
    items.map { $0.id.description }.joined(separator: ",")
}

let book = OrderBook()
let incoming = [
    Order(id: 3, customer: "kim", amount: 40),
    Order(id: 1, customer: "lee", amount: 15),
    Order(id: 3, customer: "kim", amount: 99),
    Order(id: 2, customer: "kim", amount: 25),
    Order(id: 5, customer: "ana", amount: 60),
]
for o in incoming {
    let ok = await book.add(o)
    print("add \(o.id):", ok)
}
print("total:", await book.total)
let removed = await book.remove(id: 1)
print("removed:", removed?.customer ?? "none")
_ = await book.remove(id: 42)
let current = await book.sortedOrders()
print("ids:", summarize(current))
for (customer, sum) in await book.totals() {
    print(customer, sum)
}
for line in await book.log { print("log:", line) }

let tags = [Tag(name: "Swift"), Tag(name: "Actors"), Tag(name: "SWIFT")]
print(summarize(tags))
let unique = Dictionary(tags.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
print(unique.keys.sorted(), unique["swift"]!.name)

// Sendable value captured by a detached-free async closure
func compute(_ orders: [Order]) async -> Int {
    orders.map(\.amount).max() ?? 0
}
print("max:", await compute(current))

// expect: add 3: true
// expect: add 1: true
// expect: add 3: false
// expect: add 2: true
// expect: add 5: true
// expect: total: 140
// expect: removed: lee
// expect: ids: 2,3,5
// expect: ana 60
// expect: kim 65
// expect: log: added 3
// expect: log: added 1
// expect: log: duplicate 3
// expect: log: added 2
// expect: log: added 5
// expect: log: removed 1
// expect: log: missing 42
// expect: swift,actors,swift
// expect: ["actors", "swift"] Swift
// expect: max: 60
