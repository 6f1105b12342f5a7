// State machine with enums: traffic light cycle, vending machine events, and transition history
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum TrafficLight: CaseIterable {
    case red, green, yellow

    var duration: Int {
        switch self {
        case .red: return 30
        case .green: return 25
        case .yellow: return 5
        }
    }

    mutating func advance() {
        switch self {
        case .red: self = .green
        case .green: self = .yellow
        case .yellow: self = .red
        }
    }
}

enum VendingState: Equatable {
    case idle
    case collecting(cents: Int)
    case dispensing(item: String, change: Int)
    case outOfStock
}

enum VendingEvent {
    case insert(Int)
    case select(String)
    case cancel
    case restock([String: Int])
}

struct VendingMachine {
    private(set) var state: VendingState = .idle
    var stock: [String: Int] = ["cola": 1, "chips": 2]
    let prices = ["cola": 125, "chips": 100]
    private(set) var log: [String] = []

    mutating func send(_ event: VendingEvent) {
        let old = state
        switch (state, event) {
        case (.idle, .insert(let c)), (.dispensing, .insert(let c)):
            state = .collecting(cents: c)
        case (.collecting(let have), .insert(let c)):
            state = .collecting(cents: have + c)
        case (.collecting(let have), .select(let item)):
            guard let price = prices[item], let left = stock[item], left > 0 else { state = .outOfStock; break }
            guard have >= price else { break }
            stock[item] = left - 1
            state = .dispensing(item: item, change: have - price)
        case (_, .cancel):
            state = .idle
        case (_, .restock(let items)):
            stock.merge(items, uniquingKeysWith: +)
            state = .idle
        default:
            break
        }
        log.append("\(old) -> \(state)")
    }
}

var light = TrafficLight.red
var timeline: [String] = []
for _ in 0..<5 { timeline.append("\(light)(\(light.duration)s)"); light.advance() }
print(timeline.joined(separator: " → "))
print("full cycle:", TrafficLight.allCases.map(\.duration).reduce(0, +), "s")

var vm = VendingMachine()
let events: [VendingEvent] = [.insert(100), .select("cola"), .insert(25), .select("cola"),
                              .insert(200), .select("cola"), .restock(["cola": 3]), .select("chips")]
events.forEach { vm.send($0) }
vm.log.forEach { print($0) }
print(vm.stock.sorted { $0.key < $1.key })
// expect: red(30s) → green(25s) → yellow(5s) → red(30s) → green(25s)
// expect: full cycle: 60 s
// expect: idle -> collecting(cents: 100)
// expect: collecting(cents: 100) -> collecting(cents: 100)
// expect: collecting(cents: 100) -> collecting(cents: 125)
// expect: collecting(cents: 125) -> dispensing(item: "cola", change: 0)
// expect: dispensing(item: "cola", change: 0) -> collecting(cents: 200)
// expect: collecting(cents: 200) -> outOfStock
// expect: outOfStock -> idle
// expect: idle -> idle
// expect: [(key: "chips", value: 2), (key: "cola", value: 3)]
