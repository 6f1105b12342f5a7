// Compiler test style (concurrency): Sendable value types crossing task and actor boundaries
struct Order: Sendable, Hashable {
    let id: Int
    let items: [String]
    var total: Int
}

enum Status: Sendable { case pending, shipped(trackingCode: String), cancelled }

struct Shipment: Sendable {
    let order: Order
    let status: Status
}

actor Warehouse {
    private var shipments: [Int: Shipment] = [:]
    func ship(_ order: Order) -> Shipment {
        let status: Status = order.total > 0 ? .shipped(trackingCode: "TRK\(order.id * 11)") : .cancelled
        let s = Shipment(order: order, status: status)
        shipments[order.id] = s
        return s
    }
    func all() -> [Shipment] { shipments.values.sorted { $0.order.id < $1.order.id } }
}

func describe(_ s: Shipment) -> String {
    switch s.status {
    case .pending: return "#\(s.order.id) pending"
    case .shipped(let code): return "#\(s.order.id) shipped \(code) (\(s.order.items.joined(separator: "+")))"
    case .cancelled: return "#\(s.order.id) cancelled"
    }
}

let orders = [
    Order(id: 3, items: ["lamp"], total: 40),
    Order(id: 1, items: ["desk", "chair"], total: 250),
    Order(id: 2, items: [], total: 0),
]
let warehouse = Warehouse()
await withTaskGroup(of: Void.self) { group in
    for o in orders {
        group.addTask { _ = await warehouse.ship(o) }
    }
}
for s in await warehouse.all() { print(describe(s)) }

// Mutating a copy inside a task doesn't affect the original value.
var original = Order(id: 9, items: ["pen"], total: 2)
let modified = await Task { () -> Order in
    var copy = original
    copy.total *= 10
    return copy
}.value
original.total += 1
print("original total:", original.total, "modified total:", modified.total)
print("same id:", original.id == modified.id, "equal:", original == modified)

let unique = Set(orders + [Order(id: 3, items: ["lamp"], total: 40)])
print("unique orders:", unique.count)

func checkSendable<T: Sendable>(_ value: T) -> String { "\(type(of: value)) is Sendable" }
print(checkSendable(orders[0]))
print(checkSendable(Status.pending))
print(checkSendable([1: "one"]))

// expect: #1 shipped TRK11 (desk+chair)
// expect: #2 cancelled
// expect: #3 shipped TRK33 (lamp)
// expect: original total: 3 modified total: 20
// expect: same id: true equal: false
// expect: unique orders: 3
// expect: Order is Sendable
// expect: Status is Sendable
// expect: Dictionary<Int, String> is Sendable
