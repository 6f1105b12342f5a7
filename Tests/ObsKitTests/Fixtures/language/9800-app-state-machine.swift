// Small app logic: a vending machine state machine using enums
enum VendingState: Equatable {
    case idle
    case collecting(cents: Int)
    case dispensing(product: String, change: Int)
    case outOfService(reason: String)
}

enum VendingEvent {
    case insert(cents: Int)
    case select(String)
    case cancel
    case take
    case breakDown(String)
    case repair
}

struct VendingMachine {
    private(set) var state: VendingState = .idle
    var prices: [String: Int]
    var stock: [String: Int]
    private(set) var revenue = 0

    mutating func handle(_ event: VendingEvent) -> String {
        switch (state, event) {
        case (.outOfService, .repair):
            state = .idle
            return "repaired"
        case (.outOfService(let reason), _):
            return "ignored: out of service (\(reason))"
        case (_, .breakDown(let reason)):
            state = .outOfService(reason: reason)
            return "machine broke: \(reason)"
        case (.idle, .insert(let c)):
            state = .collecting(cents: c)
            return "credit \(c)"
        case (.collecting(let have), .insert(let c)):
            state = .collecting(cents: have + c)
            return "credit \(have + c)"
        case (.collecting(let have), .select(let product)):
            guard let price = prices[product] else { return "unknown product \(product)" }
            guard stock[product, default: 0] > 0 else { return "\(product) sold out" }
            guard have >= price else { return "need \(price - have) more for \(product)" }
            stock[product]! -= 1
            revenue += price
            state = .dispensing(product: product, change: have - price)
            return "dispensing \(product)"
        case (.collecting(let have), .cancel):
            state = .idle
            return "refunded \(have)"
        case (.dispensing(let p, let change), .take):
            state = .idle
            return change > 0 ? "took \(p) and \(change) change" : "took \(p)"
        case (.idle, .select(let p)):
            return "insert money before selecting \(p)"
        default:
            return "invalid event in state \(state)"
        }
    }
}

var machine = VendingMachine(prices: ["cola": 150, "chips": 100, "gum": 50],
                             stock: ["cola": 1, "chips": 5, "gum": 0])

let script: [VendingEvent] = [
    .select("cola"), .insert(cents: 100), .select("cola"), .insert(cents: 100),
    .select("cola"), .insert(cents: 5), .take,
    .insert(cents: 200), .select("cola"), .select("gum"), .select("tea"), .select("chips"), .take,
    .insert(cents: 25), .cancel, .take,
    .breakDown("coin jam"), .insert(cents: 100), .repair, .insert(cents: 50), .cancel,
]

for (i, event) in script.enumerated() {
    let message = machine.handle(event)
    print("step \(i + 1):", message)
}
print("final state:", machine.state, "| idle?", machine.state == .idle)
print("revenue:", machine.revenue)
print("stock:", machine.stock.keys.sorted().map { "\($0)=\(machine.stock[$0]!)" }.joined(separator: " "))

// expect: step 1: insert money before selecting cola
// expect: step 2: credit 100
// expect: step 3: need 50 more for cola
// expect: step 4: credit 200
// expect: step 5: dispensing cola
// expect: step 6: invalid event in state dispensing(product: "cola", change: 50)
// expect: step 7: took cola and 50 change
// expect: step 8: credit 200
// expect: step 9: cola sold out
// expect: step 10: gum sold out
// expect: step 11: unknown product tea
// expect: step 12: dispensing chips
// expect: step 13: took chips and 100 change
// expect: step 14: credit 25
// expect: step 15: refunded 25
// expect: step 16: invalid event in state idle
// expect: step 17: machine broke: coin jam
// expect: step 18: ignored: out of service (coin jam)
// expect: step 19: repaired
// expect: step 20: credit 50
// expect: step 21: refunded 50
// expect: final state: idle | idle? true
// expect: revenue: 250
// expect: stock: chips=4 cola=0 gum=0
