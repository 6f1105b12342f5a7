// A state machine for an order screen: which transitions are allowed
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum OrderState: String {
    case draft, submitted, paid, shipped, delivered, cancelled
}

enum OrderEvent {
    case submit, pay(amount: Int), ship(tracking: String), deliver, cancel(reason: String)
}

struct TransitionError: Error, CustomStringConvertible {
    let from: OrderState
    let event: String
    var description: String { "cannot \(event) when \(from.rawValue)" }
}

struct Order {
    let id: String
    let totalCents: Int
    private(set) var state: OrderState = .draft
    private(set) var history: [String] = []

    init(id: String, totalCents: Int) {
        self.id = id
        self.totalCents = totalCents
    }

    mutating func send(_ event: OrderEvent) throws {
        let next: OrderState
        switch (state, event) {
        case (.draft, .submit):
            next = .submitted
        case (.submitted, .pay(let amount)) where amount >= totalCents:
            next = .paid
        case (.paid, .ship(let tracking)) where !tracking.isEmpty:
            history.append("tracking \(tracking)")
            next = .shipped
        case (.shipped, .deliver):
            next = .delivered
        case (.draft, .cancel(let reason)), (.submitted, .cancel(let reason)), (.paid, .cancel(let reason)):
            history.append("cancel reason: \(reason)")
            next = .cancelled
        default:
            throw TransitionError(from: state, event: Self.name(of: event))
        }
        history.append("\(state.rawValue) -> \(next.rawValue)")
        state = next
    }

    static func name(of event: OrderEvent) -> String {
        switch event {
        case .submit: return "submit"
        case .pay: return "pay"
        case .ship: return "ship"
        case .deliver: return "deliver"
        case .cancel: return "cancel"
        }
    }
}

func run(_ order: inout Order, _ events: [OrderEvent]) {
    for e in events {
        do { try order.send(e) } catch { print("  rejected: \(error)") }
    }
    print("\(order.id) ended \(order.state.rawValue)")
    order.history.forEach { print("  \($0)") }
}

var a = Order(id: "A-1", totalCents: 2500)
run(&a, [.submit, .pay(amount: 2000), .pay(amount: 2500), .ship(tracking: ""), .ship(tracking: "1Z999"), .deliver, .cancel(reason: "late")])
var b = Order(id: "B-2", totalCents: 900)
run(&b, [.deliver, .submit, .cancel(reason: "changed mind"), .submit])
// expect:   rejected: cannot pay when submitted
// expect:   rejected: cannot ship when paid
// expect:   rejected: cannot cancel when delivered
// expect: A-1 ended delivered
// expect:   draft -> submitted
// expect:   submitted -> paid
// expect:   tracking 1Z999
// expect:   paid -> shipped
// expect:   shipped -> delivered
// expect:   rejected: cannot deliver when draft
// expect:   rejected: cannot submit when cancelled
// expect: B-2 ended cancelled
// expect:   draft -> submitted
// expect:   cancel reason: changed mind
// expect:   submitted -> cancelled
