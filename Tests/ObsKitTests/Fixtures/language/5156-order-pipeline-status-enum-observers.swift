// App code style: order pipeline with status enum and observers
enum OrderStatus: Equatable, CustomStringConvertible {
    case created
    case paid(amount: Int)
    case shipped(tracking: String)
    case delivered
    case cancelled(reason: String)

    var description: String {
        switch self {
        case .created: return "created"
        case .paid(let a): return "paid(\(a))"
        case .shipped(let t): return "shipped[\(t)]"
        case .delivered: return "delivered"
        case .cancelled(let r): return "cancelled: \(r)"
        }
    }

    var isFinal: Bool {
        switch self {
        case .delivered, .cancelled: return true
        default: return false
        }
    }
}

final class Order {
    let id: Int
    private(set) var status: OrderStatus = .created {
        didSet { observers.forEach { $0(id, oldValue, status) } }
    }
    var observers: [(Int, OrderStatus, OrderStatus) -> Void] = []

    init(id: Int) { self.id = id }

    @discardableResult
    func advance(to next: OrderStatus) -> Bool {
        let allowed: Bool
        switch (status, next) {
        case (.created, .paid), (.created, .cancelled), (.paid, .cancelled):
            allowed = true
        case (.paid, .shipped), (.shipped, .delivered):
            allowed = true
        default:
            allowed = false
        }
        if allowed { status = next }
        return allowed
    }
}

var auditLog: [String] = []
var revenue = 0
let orders = (101...104).map { Order(id: $0) }
for order in orders {
    order.observers.append { id, old, new in auditLog.append("#\(id): \(old) => \(new)") }
    order.observers.append { _, _, new in
        if case .paid(let amount) = new { revenue += amount }
        if case .cancelled = new, revenue > 0 { print("  (cancellation noted)") }
    }
}

let steps: [(Int, OrderStatus)] = [
    (101, .paid(amount: 40)), (102, .shipped(tracking: "X1")), (101, .shipped(tracking: "ZX9")),
    (103, .paid(amount: 25)), (104, .cancelled(reason: "changed mind")), (101, .delivered),
    (103, .cancelled(reason: "out of stock")), (102, .paid(amount: 60)), (101, .cancelled(reason: "late")),
]
for (id, next) in steps {
    guard let order = orders.first(where: { $0.id == id }) else { continue }
    let ok = order.advance(to: next)
    print("#\(id) -> \(next): \(ok ? "ok" : "refused (still \(order.status))")")
}
print("--- audit ---")
auditLog.forEach { print($0) }
print("revenue: \(revenue)")
let final = orders.filter { $0.status.isFinal }.map(\.id)
print("final: \(final), open: \(orders.filter { !$0.status.isFinal }.map { "\($0.id)=\($0.status)" })")

// expect: #101 -> paid(40): ok
// expect: #102 -> shipped[X1]: refused (still created)
// expect: #101 -> shipped[ZX9]: ok
// expect: #103 -> paid(25): ok
// expect:   (cancellation noted)
// expect: #104 -> cancelled: changed mind: ok
// expect: #101 -> delivered: ok
// expect:   (cancellation noted)
// expect: #103 -> cancelled: out of stock: ok
// expect: #102 -> paid(60): ok
// expect: #101 -> cancelled: late: refused (still delivered)
// expect: --- audit ---
// expect: #101: created => paid(40)
// expect: #101: paid(40) => shipped[ZX9]
// expect: #103: created => paid(25)
// expect: #104: created => cancelled: changed mind
// expect: #101: shipped[ZX9] => delivered
// expect: #103: paid(25) => cancelled: out of stock
// expect: #102: created => paid(60)
// expect: revenue: 125
// expect: final: [101, 103, 104], open: ["102=paid(60)"]
