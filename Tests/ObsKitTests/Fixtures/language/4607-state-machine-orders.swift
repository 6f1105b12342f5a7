// App code style: order workflow state machine with enums
enum OrderState: Equatable, CustomStringConvertible {
    case cart(items: Int)
    case checkout(total: Int)
    case paid(total: Int, receipt: String)
    case shipped(tracking: String)
    case delivered
    case cancelled(reason: String)

    var description: String {
        switch self {
        case .cart(let n): return "cart(\(n) items)"
        case .checkout(let t): return "checkout($\(t))"
        case let .paid(t, r): return "paid($\(t), \(r))"
        case .shipped(let tr): return "shipped(\(tr))"
        case .delivered: return "delivered"
        case .cancelled(let why): return "cancelled(\(why))"
        }
    }
}

enum OrderEvent {
    case addItem
    case beginCheckout(pricePerItem: Int)
    case pay(receipt: String)
    case ship(tracking: String)
    case deliver
    case cancel(String)
}

enum TransitionError: Error, CustomStringConvertible {
    case invalid(from: OrderState, event: String)
    case emptyCart
    var description: String {
        switch self {
        case let .invalid(s, e): return "cannot \(e) while \(s)"
        case .emptyCart: return "cart is empty"
        }
    }
}

struct Order {
    private(set) var state: OrderState = .cart(items: 0)
    private(set) var history: [OrderState] = []

    mutating func handle(_ event: OrderEvent) throws {
        let next: OrderState
        switch (state, event) {
        case (.cart(let n), .addItem):
            next = .cart(items: n + 1)
        case (.cart(0), .beginCheckout):
            throw TransitionError.emptyCart
        case let (.cart(n), .beginCheckout(price)):
            next = .checkout(total: n * price)
        case let (.checkout(total), .pay(receipt)):
            next = .paid(total: total, receipt: receipt)
        case (.paid, .ship(let tracking)):
            next = .shipped(tracking: tracking)
        case (.shipped, .deliver):
            next = .delivered
        case (.cart, .cancel(let r)), (.checkout, .cancel(let r)), (.paid, .cancel(let r)):
            next = .cancelled(reason: r)
        default:
            throw TransitionError.invalid(from: state, event: "\(event)")
        }
        history.append(state)
        state = next
    }
}

func simulate(_ name: String, _ events: [OrderEvent]) {
    var order = Order()
    print("== \(name)")
    for e in events {
        do {
            try order.handle(e)
            print("  -> \(order.state)")
        } catch {
            print("  !! \(error)")
        }
    }
    print("  history: \(order.history.count) steps, final \(order.state)")
    print("  finished: \(order.state == .delivered)")
}

simulate("happy path", [.addItem, .addItem, .beginCheckout(pricePerItem: 15),
                        .pay(receipt: "R-1"), .ship(tracking: "T9"), .deliver])
simulate("empty", [.beginCheckout(pricePerItem: 3), .addItem, .deliver, .cancel("changed mind")])
simulate("late cancel", [.addItem, .beginCheckout(pricePerItem: 7), .pay(receipt: "R-2"),
                         .ship(tracking: "T1"), .cancel("too late")])
// expect: == happy path
// expect:   -> cart(1 items)
// expect:   -> cart(2 items)
// expect:   -> checkout($30)
// expect:   -> paid($30, R-1)
// expect:   -> shipped(T9)
// expect:   -> delivered
// expect:   history: 6 steps, final delivered
// expect:   finished: true
// expect: == empty
// expect:   !! cart is empty
// expect:   -> cart(1 items)
// expect:   !! cannot deliver while cart(1 items)
// expect:   -> cancelled(changed mind)
// expect:   history: 2 steps, final cancelled(changed mind)
// expect:   finished: false
// expect: == late cancel
// expect:   -> cart(1 items)
// expect:   -> checkout($7)
// expect:   -> paid($7, R-2)
// expect:   -> shipped(T1)
// expect:   !! cannot cancel("too late") while shipped(T1)
// expect:   history: 4 steps, final shipped(T1)
// expect:   finished: false
