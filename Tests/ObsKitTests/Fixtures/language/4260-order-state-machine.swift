// App code style: order workflow state machine with guarded transitions and an audit trail
enum OrderState: Comparable, CustomStringConvertible {
    case draft
    case placed(total: Int)
    case paid(total: Int, reference: String)
    case shipped(tracking: String)
    case delivered
    case cancelled(reason: String)

    var description: String {
        switch self {
        case .draft: return "draft"
        case .placed(let total): return "placed($\(total))"
        case .paid(_, let ref): return "paid[\(ref)]"
        case .shipped(let tracking): return "shipped(\(tracking))"
        case .delivered: return "delivered"
        case .cancelled(let reason): return "cancelled: \(reason)"
        }
    }

    var isTerminal: Bool {
        switch self {
        case .delivered, .cancelled: return true
        default: return false
        }
    }
}

enum OrderAction {
    case place(total: Int)
    case pay(reference: String)
    case ship(tracking: String)
    case deliver
    case cancel(reason: String)
}

struct TransitionError: Error {
    let from: OrderState
    let action: String
}

struct Order {
    let id: String
    private(set) var state: OrderState = .draft {
        didSet { trail.append("\(oldValue) -> \(state)") }
    }
    private(set) var trail: [String] = []

    init(id: String) { self.id = id }

    mutating func handle(_ action: OrderAction) throws {
        switch (state, action) {
        case (.draft, .place(let total)) where total > 0:
            state = .placed(total: total)
        case (.placed(let total), .pay(let ref)) where !ref.isEmpty:
            state = .paid(total: total, reference: ref)
        case (.paid, .ship(let tracking)):
            state = .shipped(tracking: tracking)
        case (.shipped, .deliver):
            state = .delivered
        case (.draft, .cancel(let reason)), (.placed, .cancel(let reason)):
            state = .cancelled(reason: reason)
        case (.paid(let total, _), .cancel(let reason)):
            state = .cancelled(reason: "\(reason), refund $\(total)")
        default:
            throw TransitionError(from: state, action: "\(action)")
        }
    }
}

func run(_ id: String, _ actions: [OrderAction]) {
    var order = Order(id: id)
    for action in actions {
        do {
            try order.handle(action)
        } catch let error as TransitionError {
            print("[\(id)] rejected \(error.action) while \(error.from)")
        } catch {
            print("[\(id)] unexpected")
        }
    }
    print("[\(id)] final: \(order.state) (terminal: \(order.state.isTerminal))")
    for step in order.trail {
        print("    \(step)")
    }
}

run("A1", [.place(total: 120), .pay(reference: "PAY-77"), .ship(tracking: "1Z999"), .deliver])
run("B2", [.pay(reference: "early"), .place(total: 0), .place(total: 35), .cancel(reason: "changed mind"), .deliver])
run("C3", [.place(total: 60), .pay(reference: ""), .pay(reference: "PAY-9"), .cancel(reason: "out of stock")])
run("D4", [.place(total: 10), .pay(reference: "P"), .ship(tracking: "T1"), .cancel(reason: "too late")])

let states: [OrderState] = [.delivered, .draft, .paid(total: 5, reference: "x"), .placed(total: 9), .placed(total: 3)]
print(states.sorted().map(\.description).joined(separator: " < "))
print("placed(3) < placed(9): \(OrderState.placed(total: 3) < .placed(total: 9))")

// expect: [A1] final: delivered (terminal: true)
// expect:     draft -> placed($120)
// expect:     placed($120) -> paid[PAY-77]
// expect:     paid[PAY-77] -> shipped(1Z999)
// expect:     shipped(1Z999) -> delivered
// expect: [B2] rejected pay(reference: "early") while draft
// expect: [B2] rejected place(total: 0) while draft
// expect: [B2] rejected deliver while cancelled: changed mind
// expect: [B2] final: cancelled: changed mind (terminal: true)
// expect:     draft -> placed($35)
// expect:     placed($35) -> cancelled: changed mind
// expect: [C3] rejected pay(reference: "") while placed($60)
// expect: [C3] final: cancelled: out of stock, refund $60 (terminal: true)
// expect:     draft -> placed($60)
// expect:     placed($60) -> paid[PAY-9]
// expect:     paid[PAY-9] -> cancelled: out of stock, refund $60
// expect: [D4] rejected cancel(reason: "too late") while shipped(T1)
// expect: [D4] final: shipped(T1) (terminal: false)
// expect:     draft -> placed($10)
// expect:     placed($10) -> paid[P]
// expect:     paid[P] -> shipped(T1)
// expect: draft < placed($3) < placed($9) < paid[x] < delivered
// expect: placed(3) < placed(9): true
