// vending-machine-states
// expected output: swiftc 6.3.1 (Linux), run on this machine

enum Coin: Int, CaseIterable { case nickel = 5, dime = 10, quarter = 25, dollar = 100 }

enum VendState: Equatable {
    case idle
    case collecting(credit: Int)
    case dispensing(item: String, change: Int)
    case outOfOrder(reason: String)
}

enum Action {
    case insert(Coin)
    case select(String)
    case cancel
    case take
    case kick
}

struct VendingMachine {
    private(set) var state: VendState = .idle
    var prices = ["cola": 125, "chips": 75, "gum": 35]
    var stock = ["cola": 1, "chips": 3, "gum": 0]
    private(set) var bank = 0

    mutating func handle(_ action: Action) -> String {
        switch (state, action) {
        case (.outOfOrder, _):
            return "machine broken"
        case (_, .kick):
            state = .outOfOrder(reason: "kicked")
            return "ouch"
        case (.idle, .insert(let c)):
            state = .collecting(credit: c.rawValue)
            return "credit \(c.rawValue)"
        case (.collecting(let credit), .insert(let c)):
            state = .collecting(credit: credit + c.rawValue)
            return "credit \(credit + c.rawValue)"
        case (.collecting(let credit), .select(let item)):
            guard let price = prices[item] else { return "no such item \(item)" }
            guard stock[item, default: 0] > 0 else { return "\(item) sold out" }
            guard credit >= price else { return "need \(price - credit) more" }
            stock[item]! -= 1
            bank += price
            state = .dispensing(item: item, change: credit - price)
            return "vending \(item)"
        case (.collecting(let credit), .cancel):
            state = .idle
            return "refund \(credit)"
        case (.dispensing(let item, let change), .take):
            state = .idle
            return "took \(item)" + (change > 0 ? " and \(coins(for: change))" : "")
        case (.idle, .select), (.idle, .cancel), (.idle, .take):
            return "insert coins first"
        default:
            return "ignored"
        }
    }

    func coins(for amount: Int) -> String {
        var left = amount
        var parts: [String] = []
        for c in Coin.allCases.sorted(by: { $0.rawValue > $1.rawValue }) {
            let n = left / c.rawValue
            if n > 0 { parts.append("\(n)x\(c)"); left %= c.rawValue }
        }
        return parts.joined(separator: "+")
    }
}

var vm = VendingMachine()
let script: [Action] = [.select("cola"), .insert(.quarter), .insert(.quarter), .select("cola"),
                        .insert(.dollar), .select("cola"), .insert(.dime), .take,
                        .insert(.dollar), .select("cola"), .select("gum"), .select("tea"),
                        .select("chips"), .cancel, .take, .insert(.quarter), .kick, .insert(.dime)]
for (i, a) in script.enumerated() {
    let msg = vm.handle(a)
    print((i < 9 ? "0" : "") + "\(i + 1)", msg, "->", vm.state)
}
print("bank:", vm.bank, "stock:", vm.stock.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
print(vm.coins(for: 190), vm.state == .outOfOrder(reason: "kicked"))

// expect: 01 insert coins first -> idle
// expect: 02 credit 25 -> collecting(credit: 25)
// expect: 03 credit 50 -> collecting(credit: 50)
// expect: 04 need 75 more -> collecting(credit: 50)
// expect: 05 credit 150 -> collecting(credit: 150)
// expect: 06 vending cola -> dispensing(item: "cola", change: 25)
// expect: 07 ignored -> dispensing(item: "cola", change: 25)
// expect: 08 took cola and 1xquarter -> idle
// expect: 09 credit 100 -> collecting(credit: 100)
// expect: 10 cola sold out -> collecting(credit: 100)
// expect: 11 gum sold out -> collecting(credit: 100)
// expect: 12 no such item tea -> collecting(credit: 100)
// expect: 13 vending chips -> dispensing(item: "chips", change: 25)
// expect: 14 ignored -> dispensing(item: "chips", change: 25)
// expect: 15 took chips and 1xquarter -> idle
// expect: 16 credit 25 -> collecting(credit: 25)
// expect: 17 ouch -> outOfOrder(reason: "kicked")
// expect: 18 machine broken -> outOfOrder(reason: "kicked")
// expect: bank: 200 stock: ["chips=2", "cola=0", "gum=0"]
// expect: 1xdollar+3xquarter+1xdime+1xnickel true
