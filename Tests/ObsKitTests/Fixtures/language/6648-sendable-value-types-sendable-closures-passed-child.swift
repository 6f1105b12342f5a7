// Donny Wals style (Sendable): Sendable value types and @Sendable closures passed into child tasks
struct Order: Sendable {
    let id: Int
    let items: [String]
    let priority: Priority

    enum Priority: Int, Sendable, Comparable {
        case low = 1, normal, rush
        static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }
    }
}

final class Config: Sendable {
    let taxRate: Int
    init(taxRate: Int) { self.taxRate = taxRate }
}

func process(_ orders: [Order], pricing: @escaping @Sendable (Order) -> Int) async -> [(Int, Int)] {
    await withTaskGroup(of: (Int, Int).self) { group in
        for order in orders {
            group.addTask { (order.id, pricing(order)) }
        }
        var totals: [(Int, Int)] = []
        for await total in group { totals.append(total) }
        return totals.sorted { $0.0 < $1.0 }
    }
}

let config = Config(taxRate: 10)
let orders = [
    Order(id: 3, items: ["lamp"], priority: .rush),
    Order(id: 1, items: ["pen", "ink"], priority: .low),
    Order(id: 2, items: ["desk", "chair", "mat"], priority: .normal),
]
let totals = await process(orders) { order in
    let base = order.items.count * 100
    return base + base * config.taxRate / 100 + order.priority.rawValue
}
for (id, total) in totals {
    print("order \(id): \(total)")
}
let urgent = orders.filter { $0.priority > .low }.map(\.id).sorted()
print("urgent:", urgent)
let check: @Sendable (Int) -> Bool = { $0 > 200 }
print("big totals:", totals.filter { check($0.1) }.map(\.0))

// expect: order 1: 221
// expect: order 2: 332
// expect: order 3: 113
// expect: urgent: [2, 3]
// expect: big totals: [1, 2]
