// App code style: order workflow with enum states and validated transitions
enum OrderState: Equatable {
    case created
    case paid(amount: Double)
    case shipped(tracking: String)
    case delivered
    case cancelled(reason: String)

    var label: String {
        switch self {
        case .created: return "created"
        case .paid(let a): return "paid(\(a))"
        case .shipped(let t): return "shipped[\(t)]"
        case .delivered: return "delivered"
        case .cancelled(let r): return "cancelled: \(r)"
        }
    }
}

enum Event {
    case pay(Double), ship(String), deliver, cancel(String)
}

struct Order {
    let id: Int
    var state: OrderState = .created
    var history: [String] = []

    mutating func handle(_ event: Event) -> Bool {
        let newState: OrderState?
        switch (state, event) {
        case (.created, .pay(let amt)) where amt > 0: newState = .paid(amount: amt)
        case (.paid, .ship(let code)): newState = .shipped(tracking: code)
        case (.shipped, .deliver): newState = .delivered
        case (.created, .cancel(let r)), (.paid, .cancel(let r)): newState = .cancelled(reason: r)
        default: newState = nil
        }
        guard let s = newState else {
            history.append("rejected in \(state.label)")
            return false
        }
        state = s
        history.append(s.label)
        return true
    }
}

var orders = [Order(id: 1), Order(id: 2), Order(id: 3)]
let events: [[Event]] = [
    [.pay(19.5), .ship("TRK-1"), .deliver],
    [.ship("X"), .pay(0), .pay(5.25), .cancel("customer request"), .deliver],
    [.pay(100), .deliver, .ship("TRK-3")],
]
for i in orders.indices {
    let ok = events[i].map { orders[i].handle($0) }
    print("order \(orders[i].id): \(ok.filter { $0 }.count)/\(ok.count) accepted")
    print("  " + orders[i].history.joined(separator: " -> "))
}
let finished = orders.filter { $0.state == .delivered }.map { $0.id }
print("delivered ids: \(finished)")
print(orders[1].state == .cancelled(reason: "customer request"))
// expect: order 1: 3/3 accepted
// expect:   paid(19.5) -> shipped[TRK-1] -> delivered
// expect: order 2: 2/5 accepted
// expect:   rejected in created -> rejected in created -> paid(5.25) -> cancelled: customer request -> rejected in cancelled: customer request
// expect: order 3: 2/3 accepted
// expect:   paid(100.0) -> rejected in paid(100.0) -> shipped[TRK-3]
// expect: delivered ids: [1]
// expect: true
