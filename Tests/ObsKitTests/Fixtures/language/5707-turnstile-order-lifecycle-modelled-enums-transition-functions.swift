// Pro Swift style (state machines): a turnstile and an order lifecycle modelled as enums with transition functions
enum Turnstile {
    case locked
    case unlocked
    case broken(previous: String)

    enum Event { case coin, push, kick, repair }

    mutating func handle(_ event: Event) -> String {
        switch (self, event) {
        case (.locked, .coin):
            self = .unlocked
            return "unlocked"
        case (.unlocked, .push):
            self = .locked
            return "passed through"
        case (.unlocked, .coin):
            return "refund coin"
        case (.locked, .push):
            return "blocked"
        case (.broken, .repair):
            self = .locked
            return "repaired"
        case (.broken(let previous), _):
            return "broken (was \(previous))"
        case (_, .kick):
            self = .broken(previous: "\(self)")
            return "ouch"
        case (_, .repair):
            return "nothing to repair"
        }
    }
}

var gate = Turnstile.locked
let events: [Turnstile.Event] = [.push, .coin, .coin, .push, .kick, .coin, .repair, .coin]
for e in events {
    let result = gate.handle(e)
    print("\(e) -> \(result) [\(gate)]")
}

enum Order: Equatable {
    case draft, placed(items: Int), shipped(tracking: String), delivered, cancelled

    func next() -> Order? {
        switch self {
        case .draft: return .placed(items: 1)
        case .placed(let n) where n > 0: return .shipped(tracking: "TRK\(n * 100)")
        case .placed: return .cancelled
        case .shipped: return .delivered
        case .delivered, .cancelled: return nil
        }
    }
}

var order: Order? = .draft
var history: [String] = []
while let current = order {
    history.append("\(current)")
    order = current.next()
}
print(history.joined(separator: " => "))
print(Order.placed(items: 0).next() == .cancelled)

// expect: push -> blocked [locked]
// expect: coin -> unlocked [unlocked]
// expect: coin -> refund coin [unlocked]
// expect: push -> passed through [locked]
// expect: kick -> ouch [broken(previous: "locked")]
// expect: coin -> broken (was locked) [broken(previous: "locked")]
// expect: repair -> repaired [locked]
// expect: coin -> unlocked [unlocked]
// expect: draft => placed(items: 1) => shipped(tracking: "TRK100") => delivered
// expect: true
