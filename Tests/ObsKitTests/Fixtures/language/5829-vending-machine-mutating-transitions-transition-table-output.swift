// Apple book style (state machine): a vending machine with mutating transitions, a transition table and an output log
enum VendingState: Equatable {
    case idle
    case collecting(credit: Int)
    case dispensing(item: String, change: Int)
    case outOfService
}

struct VendingMachine {
    private(set) var state: VendingState = .idle
    var prices = ["cola": 150, "chips": 100, "gum": 50]
    private(set) var log: [String] = []

    mutating func insert(_ coins: Int) {
        switch state {
        case .idle:
            state = .collecting(credit: coins)
        case .collecting(let credit):
            state = .collecting(credit: credit + coins)
        case .dispensing, .outOfService:
            log.append("coin returned: \(coins)")
            return
        }
        log.append("credit now \(credit)")
    }

    var credit: Int {
        if case .collecting(let credit) = state { return credit }
        return 0
    }

    mutating func select(_ item: String) {
        guard case .collecting(let credit) = state else {
            log.append("insert coins first")
            return
        }
        guard let price = prices[item] else {
            log.append("unknown item \(item)")
            return
        }
        if credit >= price {
            state = .dispensing(item: item, change: credit - price)
            log.append("dispensing \(item)")
        } else {
            log.append("need \(price - credit) more for \(item)")
        }
    }

    mutating func take() {
        if case let .dispensing(item, change) = state {
            log.append("took \(item), change \(change)")
            state = .idle
        }
    }

    mutating func breakDown() { state = .outOfService }
}

var machine = VendingMachine()
machine.select("gum")
machine.insert(100)
machine.select("cola")
machine.insert(25)
machine.insert(25)
machine.select("tea")
machine.select("cola")
machine.insert(10)
machine.take()
print(machine.state == .idle)
machine.insert(50)
machine.select("gum")
machine.breakDown()
machine.insert(5)
print(machine.state)
for line in machine.log { print(line) }

// expect: true
// expect: outOfService
// expect: insert coins first
// expect: credit now 100
// expect: need 50 more for cola
// expect: credit now 125
// expect: credit now 150
// expect: unknown item tea
// expect: dispensing cola
// expect: coin returned: 10
// expect: took cola, change 0
// expect: credit now 50
// expect: dispensing gum
// expect: coin returned: 5
