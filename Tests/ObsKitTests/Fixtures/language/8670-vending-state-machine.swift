// Swift book style (Enumerations): a vending machine state machine driven by switch on (state, event) tuples
enum State: Equatable {
    case idle
    case collecting(cents: Int)
    case dispensing(item: String, change: Int)
    case outOfOrder
}

enum Event {
    case coin(Int)
    case select(String)
    case cancel
    case kick
}

let prices = ["cola": 125, "chips": 75, "gum": 50]

func step(_ state: State, _ event: Event) -> (State, String) {
    switch (state, event) {
    case (.outOfOrder, _):
        return (.outOfOrder, "machine is out of order")
    case (_, .kick):
        return (.outOfOrder, "ouch! machine broke")
    case (.idle, .coin(let c)), (.dispensing, .coin(let c)):
        return (.collecting(cents: c), "credit \(c)")
    case (.collecting(let have), .coin(let c)):
        return (.collecting(cents: have + c), "credit \(have + c)")
    case (.collecting(let have), .select(let name)):
        guard let price = prices[name] else { return (state, "no such item: \(name)") }
        if have >= price {
            return (.dispensing(item: name, change: have - price), "enjoy your \(name)")
        }
        return (state, "\(name) costs \(price), insert \(price - have) more")
    case (.collecting(let have), .cancel):
        return (.idle, "returned \(have)")
    case (_, .select(let name)):
        return (state, "insert coins before choosing \(name)")
    case (_, .cancel):
        return (.idle, "nothing to cancel")
    }
}

let script: [Event] = [.select("gum"), .coin(25), .coin(25), .select("cola"), .coin(100),
                       .select("candy"), .select("cola"), .coin(50), .cancel, .cancel,
                       .coin(100), .select("chips"), .kick, .coin(5)]
var state = State.idle
for (n, event) in script.enumerated() {
    let (next, message) = step(state, event)
    var note = ""
    if case .dispensing(let item, let change) = next, next != state {
        note = " [drop \(item), change \(change)]"
    }
    print("\(n + 1). \(message)\(note)")
    state = next
}
print("Final state broken: \(state == .outOfOrder)")

// expect: 1. insert coins before choosing gum
// expect: 2. credit 25
// expect: 3. credit 50
// expect: 4. cola costs 125, insert 75 more
// expect: 5. credit 150
// expect: 6. no such item: candy
// expect: 7. enjoy your cola [drop cola, change 25]
// expect: 8. credit 50
// expect: 9. returned 50
// expect: 10. nothing to cancel
// expect: 11. credit 100
// expect: 12. enjoy your chips [drop chips, change 25]
// expect: 13. ouch! machine broke
// expect: 14. machine is out of order
// expect: Final state broken: true
