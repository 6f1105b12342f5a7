// Swift by Sundell style (state machine): an order lifecycle enum with a transition function that rejects invalid events
enum OrderState: CustomStringConvertible {
    case created
    case paid(amount: Int)
    case shipped(tracking: String)
    case delivered
    case cancelled(reason: String)

    var description: String {
        switch self {
        case .created: return "created"
        case .paid(let amount): return "paid(\(amount))"
        case .shipped(let tracking): return "shipped[\(tracking)]"
        case .delivered: return "delivered"
        case .cancelled(let reason): return "cancelled: \(reason)"
        }
    }
}

enum OrderEvent {
    case pay(Int)
    case ship(String)
    case deliver
    case cancel(String)
}

struct TransitionError: Error {
    let from: OrderState
    let event: OrderEvent
}

func next(_ state: OrderState, on event: OrderEvent) throws -> OrderState {
    switch (state, event) {
    case (.created, .pay(let amount)) where amount > 0:
        return .paid(amount: amount)
    case (.paid, .ship(let code)):
        return .shipped(tracking: code)
    case (.shipped, .deliver):
        return .delivered
    case (.created, .cancel(let why)), (.paid, .cancel(let why)):
        return .cancelled(reason: why)
    default:
        throw TransitionError(from: state, event: event)
    }
}

func run(_ events: [OrderEvent]) {
    var state = OrderState.created
    var history = [state.description]
    for event in events {
        do {
            state = try next(state, on: event)
            history.append(state.description)
        } catch let error as TransitionError {
            history.append("rejected \(error.event) in \(error.from)")
        } catch {
            history.append("unexpected")
        }
    }
    print(history.joined(separator: " -> "))
}

run([.pay(2500), .ship("ZX9"), .deliver])
run([.pay(0), .cancel("changed mind"), .ship("AB1")])
run([.ship("too early"), .pay(100), .cancel("out of stock"), .deliver])

// expect: created -> paid(2500) -> shipped[ZX9] -> delivered
// expect: created -> rejected pay(0) in created -> cancelled: changed mind -> rejected ship("AB1") in cancelled: changed mind
// expect: created -> rejected ship("too early") in created -> paid(100) -> cancelled: out of stock -> rejected deliver in cancelled: out of stock
