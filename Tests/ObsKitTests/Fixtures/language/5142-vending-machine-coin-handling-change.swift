// App code style: vending machine with coin handling and change
enum Coin: Int, CaseIterable, Comparable {
    case nickel = 5, dime = 10, quarter = 25, dollar = 100
    static func < (a: Coin, b: Coin) -> Bool { a.rawValue < b.rawValue }
}

enum VendingState: Equatable {
    case idle
    case collecting(Int)
    case dispensing(String)
    case outOfService
}

enum VendingError: Error {
    case soldOut(String)
    case unknownSlot(String)
    case needMore(Int)
}

struct VendingMachine {
    var state: VendingState = .idle
    var stock: [String: (name: String, price: Int, count: Int)] = [
        "A1": ("Chips", 125, 2),
        "A2": ("Candy", 90, 0),
        "B1": ("Water", 100, 5),
    ]

    mutating func insert(_ coin: Coin) {
        switch state {
        case .idle: state = .collecting(coin.rawValue)
        case .collecting(let sum): state = .collecting(sum + coin.rawValue)
        default: break
        }
    }

    mutating func select(_ slot: String) throws -> [Coin] {
        guard let item = stock[slot] else { throw VendingError.unknownSlot(slot) }
        guard item.count > 0 else { throw VendingError.soldOut(item.name) }
        guard case .collecting(let paid) = state, paid >= item.price else {
            if case .collecting(let paid) = state { throw VendingError.needMore(item.price - paid) }
            throw VendingError.needMore(item.price)
        }
        stock[slot]!.count -= 1
        state = .dispensing(item.name)
        defer { state = .idle }
        return makeChange(paid - item.price)
    }

    func makeChange(_ amount: Int) -> [Coin] {
        var left = amount
        var coins: [Coin] = []
        for coin in Coin.allCases.sorted(by: >) {
            while left >= coin.rawValue {
                coins.append(coin)
                left -= coin.rawValue
            }
        }
        return coins
    }
}

var vm = VendingMachine()
func attempt(_ slot: String, coins: [Coin]) {
    coins.forEach { vm.insert($0) }
    print("inserted \(coins.map(\.rawValue)) state=\(vm.state)")
    do {
        let change = try vm.select(slot)
        print("  got item from \(slot), change \(change.map { "\($0)" })")
    } catch VendingError.needMore(let cents) {
        print("  need \(cents) more cents")
    } catch {
        print("  error: \(error)")
    }
    print("  state=\(vm.state)")
}
attempt("A1", coins: [.dollar, .quarter, .quarter])
attempt("A2", coins: [])
attempt("C9", coins: [])
attempt("B1", coins: [.quarter])
attempt("B1", coins: [.quarter, .quarter, .dime, .dime, .nickel])
attempt("A1", coins: [.dollar, .dollar])
attempt("A1", coins: [])
let left = vm.stock.keys.sorted().map { "\($0):\(vm.stock[$0]!.count)" }
print(left.joined(separator: " "))
print(Coin.allCases.max()!, Coin.dime < .quarter)

// expect: inserted [100, 25, 25] state=collecting(150)
// expect:   got item from A1, change ["quarter"]
// expect:   state=idle
// expect: inserted [] state=idle
// expect:   error: soldOut("Candy")
// expect:   state=idle
// expect: inserted [] state=idle
// expect:   error: unknownSlot("C9")
// expect:   state=idle
// expect: inserted [25] state=collecting(25)
// expect:   need 75 more cents
// expect:   state=collecting(25)
// expect: inserted [25, 25, 10, 10, 5] state=collecting(100)
// expect:   got item from B1, change []
// expect:   state=idle
// expect: inserted [100, 100] state=collecting(200)
// expect:   got item from A1, change ["quarter", "quarter", "quarter"]
// expect:   state=idle
// expect: inserted [] state=idle
// expect:   error: soldOut("Chips")
// expect:   state=idle
// expect: A1:0 A2:0 B1:4
// expect: dollar true
