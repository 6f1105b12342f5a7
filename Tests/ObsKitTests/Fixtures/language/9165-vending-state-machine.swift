// vending-state-machine
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum State: Equatable, CustomStringConvertible {
    case idle
    case collecting(cents: Int)
    case dispensing(item: String, change: Int)
    case maintenance

    var description: String {
        switch self {
        case .idle: return "idle"
        case .collecting(let c): return "collecting(\(c)c)"
        case let .dispensing(item, change): return "dispensing(\(item), change \(change)c)"
        case .maintenance: return "maintenance"
        }
    }
}

enum Event {
    case insert(Int)
    case select(String)
    case cancel
    case take
    case service(on: Bool)
}

struct Machine {
    private(set) var state: State = .idle
    private(set) var log: [String] = []
    let prices = ["cola": 125, "water": 90, "chips": 150]

    mutating func send(_ event: Event) {
        let old = state
        switch (state, event) {
        case (_, .service(on: true)):
            state = .maintenance
        case (.maintenance, .service(on: false)):
            state = .idle
        case (.maintenance, _):
            log.append("ignored while in maintenance")
        case (.idle, .insert(let c)) where c > 0:
            state = .collecting(cents: c)
        case (.collecting(let have), .insert(let c)):
            state = .collecting(cents: have + c)
        case (.collecting(let have), .select(let item)):
            guard let price = prices[item] else { log.append("unknown item \(item)"); return }
            if have >= price {
                state = .dispensing(item: item, change: have - price)
            } else {
                log.append("need \(price - have)c more for \(item)")
            }
        case (.collecting(let have), .cancel):
            log.append("refund \(have)c")
            state = .idle
        case (.dispensing, .take):
            state = .idle
        default:
            log.append("invalid \(event) in \(state)")
        }
        if old != state { log.append("\(old) -> \(state)") }
    }
}

var m = Machine()
let script: [Event] = [
    .select("cola"), .insert(100), .select("cola"), .insert(50), .select("tea"),
    .select("cola"), .insert(5), .take, .insert(25), .cancel,
    .service(on: true), .insert(100), .service(on: false), .insert(200), .select("chips"), .take,
]
for e in script { m.send(e) }
for (i, line) in m.log.enumerated() { print(i + 1, line) }
print("final:", m.state)
// expect: 1 invalid select("cola") in idle
// expect: 2 idle -> collecting(100c)
// expect: 3 need 25c more for cola
// expect: 4 collecting(100c) -> collecting(150c)
// expect: 5 unknown item tea
// expect: 6 collecting(150c) -> dispensing(cola, change 25c)
// expect: 7 invalid insert(5) in dispensing(cola, change 25c)
// expect: 8 dispensing(cola, change 25c) -> idle
// expect: 9 idle -> collecting(25c)
// expect: 10 refund 25c
// expect: 11 collecting(25c) -> idle
// expect: 12 idle -> maintenance
// expect: 13 ignored while in maintenance
// expect: 14 maintenance -> idle
// expect: 15 idle -> collecting(200c)
// expect: 16 collecting(200c) -> dispensing(chips, change 50c)
// expect: 17 dispensing(chips, change 50c) -> idle
// expect: final: idle
