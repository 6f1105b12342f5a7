// App code style: order state machine with enum events, switch on (state, event) tuples and where clauses
enum OrderState: Equatable {
    case cart(items: Int)
    case paid(amount: Int)
    case shipped(tracking: String)
    case delivered
    case cancelled(reason: String)
}

enum OrderEvent {
    case addItem
    case pay(Int)
    case ship(String)
    case deliver
    case cancel(String)
}

func transition(_ state: OrderState, _ event: OrderEvent) -> OrderState {
    switch (state, event) {
    case (.cart(let n), .addItem):
        return .cart(items: n + 1)
    case (.cart(let n), .pay(let amount)) where n > 0 && amount > 0:
        return .paid(amount: amount)
    case (.cart, .pay):
        print("  cannot pay for an empty cart")
        return state
    case (.paid, .ship(let code)):
        return .shipped(tracking: code)
    case (.shipped, .deliver):
        return .delivered
    case (.cart, .cancel(let why)), (.paid, .cancel(let why)):
        return .cancelled(reason: why)
    default:
        print("  ignored event in \(state)")
        return state
    }
}

var state = OrderState.cart(items: 0)
let events: [OrderEvent] = [.pay(10), .addItem, .addItem, .deliver, .pay(25), .ship("ZX-9"), .cancel("late"), .deliver]
for event in events {
    state = transition(state, event)
    print("-> \(state)")
}
print(state == .delivered ? "Order complete" : "Order open")
let other = transition(.paid(amount: 5), .cancel("changed mind"))
if case .cancelled(let reason) = other {
    print("Cancelled because: \(reason)")
}
// expect:   cannot pay for an empty cart
// expect: -> cart(items: 0)
// expect: -> cart(items: 1)
// expect: -> cart(items: 2)
// expect:   ignored event in cart(items: 2)
// expect: -> cart(items: 2)
// expect: -> paid(amount: 25)
// expect: -> shipped(tracking: "ZX-9")
// expect:   ignored event in shipped(tracking: "ZX-9")
// expect: -> shipped(tracking: "ZX-9")
// expect: -> delivered
// expect: Order complete
// expect: Cancelled because: changed mind
