// Everyday app logic, order workflow state machine: enum states and events, transition function returning Result-like optional, switch on (state, event) tuples, history log
enum OrderState: Equatable, CustomStringConvertible {
    case cart
    case awaitingPayment(total: Int)
    case paid(receipt: String)
    case shipped(tracking: String)
    case delivered
    case cancelled(reason: String)

    var description: String {
        switch self {
        case .cart: return "cart"
        case .awaitingPayment(let t): return "awaitingPayment(\(t))"
        case .paid(let r): return "paid[\(r)]"
        case .shipped(let t): return "shipped[\(t)]"
        case .delivered: return "delivered"
        case .cancelled(let why): return "cancelled(\(why))"
        }
    }

    var isTerminal: Bool {
        switch self {
        case .delivered, .cancelled: return true
        default: return false
        }
    }
}

enum OrderEvent {
    case checkout(total: Int)
    case pay(amount: Int)
    case ship(carrier: String)
    case deliver
    case cancel(String)
}

struct OrderMachine {
    private(set) var state: OrderState = .cart
    private(set) var log: [String] = []
    private var receiptCounter = 0

    mutating func send(_ event: OrderEvent) {
        let old = state
        guard let next = transition(from: state, on: event) else {
            log.append("rejected \(event) in \(state)")
            return
        }
        state = next
        log.append("\(old) -> \(next)")
    }

    private mutating func transition(from state: OrderState, on event: OrderEvent) -> OrderState? {
        switch (state, event) {
        case (.cart, .checkout(let total)) where total > 0:
            return .awaitingPayment(total: total)
        case let (.awaitingPayment(total), .pay(amount)) where amount >= total:
            receiptCounter += 1
            return .paid(receipt: "R-\(receiptCounter)" + (amount > total ? " change \(amount - total)" : ""))
        case (.awaitingPayment, .pay):
            return nil
        case (.paid, .ship(let carrier)):
            return .shipped(tracking: "\(carrier.uppercased())-\(carrier.count * 1111)")
        case (.shipped, .deliver):
            return .delivered
        case (let s, .cancel(let reason)) where !s.isTerminal:
            if case .shipped = s { return nil }
            return .cancelled(reason: reason)
        default:
            return nil
        }
    }
}

var happy = OrderMachine()
let happyEvents: [OrderEvent] = [.pay(amount: 5), .checkout(total: 40), .pay(amount: 30), .pay(amount: 50), .ship(carrier: "ups"), .cancel("changed mind"), .deliver, .deliver]
happyEvents.forEach { happy.send($0) }
happy.log.enumerated().forEach { print("\($0.offset + 1). \($0.element)") }
print("final: \(happy.state), terminal: \(happy.state.isTerminal)")

var sad = OrderMachine()
sad.send(.checkout(total: 0))
sad.send(.checkout(total: 12))
sad.send(.cancel("out of stock"))
sad.send(.pay(amount: 12))
print(sad.log.joined(separator: " | "))
print("sad final == cancelled? \(sad.state == .cancelled(reason: "out of stock"))")
// expect: 1. rejected pay(amount: 5) in cart
// expect: 2. cart -> awaitingPayment(40)
// expect: 3. rejected pay(amount: 30) in awaitingPayment(40)
// expect: 4. awaitingPayment(40) -> paid[R-1 change 10]
// expect: 5. paid[R-1 change 10] -> shipped[UPS-3333]
// expect: 6. rejected cancel("changed mind") in shipped[UPS-3333]
// expect: 7. shipped[UPS-3333] -> delivered
// expect: 8. rejected deliver in delivered
// expect: final: delivered, terminal: true
// expect: rejected checkout(total: 0) in cart | cart -> awaitingPayment(12) | awaitingPayment(12) -> cancelled(out of stock) | rejected pay(amount: 12) in cancelled(out of stock)
// expect: sad final == cancelled? true
