// Blog post style: enum-based state machine for a vending machine, events as an enum with payloads, transitions via switch on a tuple
enum State: Equatable {
    case idle
    case collecting(Int)
    case dispensing(String, change: Int)
    case outOfOrder
}

enum Event {
    case coin(Int)
    case select(String)
    case refund
    case kick
}

let prices = ["cola": 150, "chips": 100, "gum": 50]

func transition(_ state: State, _ event: Event) -> State {
    switch (state, event) {
    case (.outOfOrder, _):
        return .outOfOrder
    case (_, .kick):
        return .outOfOrder
    case (.idle, .coin(let c)), (.dispensing, .coin(let c)):
        return .collecting(c)
    case (.collecting(let total), .coin(let c)):
        return .collecting(total + c)
    case (.collecting(let total), .select(let item)):
        guard let price = prices[item] else { return state }
        return total >= price ? .dispensing(item, change: total - price) : state
    case (.collecting, .refund):
        return .idle
    case (.idle, _), (.dispensing, _):
        return .idle
    case (.collecting, .select):
        return state
    }
}

func describe(_ s: State) -> String {
    switch s {
    case .idle: return "idle"
    case .collecting(let n): return "collecting \(n)"
    case let .dispensing(item, change) where change > 0: return "dispensing \(item), change \(change)"
    case .dispensing(let item, _): return "dispensing \(item)"
    case .outOfOrder: return "OUT OF ORDER"
    }
}

let events: [Event] = [.coin(100), .select("cola"), .coin(25), .coin(25), .select("cola"),
                       .coin(200), .select("gum"), .select("chips"), .coin(50), .refund, .coin(100),
                       .select("tea"), .select("chips"), .kick, .coin(100)]
var state = State.idle
var history: [State] = [state]
for e in events {
    state = transition(state, e)
    history.append(state)
    print(describe(state))
}
print("dispensed:", history.filter { if case .dispensing = $0 { return true } else { return false } }.count)
print("final is out of order:", state == .outOfOrder)

// expect: collecting 100
// expect: collecting 100
// expect: collecting 125
// expect: collecting 150
// expect: dispensing cola
// expect: collecting 200
// expect: dispensing gum, change 150
// expect: idle
// expect: collecting 50
// expect: idle
// expect: collecting 100
// expect: collecting 100
// expect: dispensing chips
// expect: OUT OF ORDER
// expect: OUT OF ORDER
// expect: dispensed: 3
// expect: final is out of order: true
