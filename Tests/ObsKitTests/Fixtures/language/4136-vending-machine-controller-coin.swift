// App code style: vending machine controller with coin handling, change making and audit log
enum Coin: Int, CaseIterable, Comparable {
    case nickel = 5, dime = 10, quarter = 25, dollar = 100
    static func < (a: Coin, b: Coin) -> Bool { a.rawValue < b.rawValue }
}

enum VendError: Error, Equatable {
    case soldOut(String)
    case insufficientCredit(missing: Int)
    case cannotMakeChange
    case unknownSlot(String)
}

struct Slot {
    let name: String
    let price: Int
    var count: Int
}

final class VendingMachine {
    private var slots: [String: Slot]
    private var bank: [Coin: Int]
    private(set) var credit = 0
    private(set) var audit: [String] = []

    init(slots: [String: Slot], bank: [Coin: Int]) {
        self.slots = slots
        self.bank = bank
    }

    func insert(_ coins: Coin...) {
        for c in coins { credit += c.rawValue; bank[c, default: 0] += 1 }
        audit.append("insert \(coins.map(\.rawValue)) credit=\(credit)")
    }

    private func makeChange(_ amount: Int) -> [Coin]? {
        var remaining = amount
        var result: [Coin] = []
        var tempBank = bank
        for coin in Coin.allCases.sorted(by: >) {
            while remaining >= coin.rawValue, let n = tempBank[coin], n > 0 {
                remaining -= coin.rawValue
                tempBank[coin] = n - 1
                result.append(coin)
            }
        }
        guard remaining == 0 else { return nil }
        bank = tempBank
        return result
    }

    func vend(_ code: String) throws -> (item: String, change: [Coin]) {
        guard var slot = slots[code] else { throw VendError.unknownSlot(code) }
        guard slot.count > 0 else { throw VendError.soldOut(slot.name) }
        guard credit >= slot.price else { throw VendError.insufficientCredit(missing: slot.price - credit) }
        guard let change = makeChange(credit - slot.price) else { throw VendError.cannotMakeChange }
        slot.count -= 1
        slots[code] = slot
        credit = 0
        audit.append("vend \(code) \(slot.name)")
        return (slot.name, change)
    }

    func refund() -> [Coin] {
        let coins = makeChange(credit) ?? []
        audit.append("refund \(credit)")
        credit = 0
        return coins
    }

    var bankTotal: Int { bank.reduce(0) { $0 + $1.key.rawValue * $1.value } }
}

let vm = VendingMachine(
    slots: ["A1": Slot(name: "Chips", price: 65, count: 2), "B2": Slot(name: "Soda", price: 125, count: 1)],
    bank: [.nickel: 1, .dime: 2, .quarter: 1])
func attempt(_ code: String) {
    do {
        let r = try vm.vend(code)
        print("got \(r.item), change \(r.change.map(\.rawValue))")
    } catch {
        print("vend \(code) failed: \(error)")
    }
}
vm.insert(.quarter, .quarter)
attempt("A1")
vm.insert(.quarter)
attempt("A1")
vm.insert(.dollar)
attempt("B2")
vm.insert(.quarter)
attempt("B2")
attempt("B2")
attempt("Z9")
vm.insert(.dollar)
attempt("A1")
vm.insert(.dime, .nickel)
print("refund:", vm.refund().map(\.rawValue), "credit:", vm.credit)
print("bank total:", vm.bankTotal)
vm.audit.forEach { print(" -", $0) }
// expect: vend A1 failed: insufficientCredit(missing: 15)
// expect: got Chips, change [10]
// expect: vend B2 failed: insufficientCredit(missing: 25)
// expect: got Soda, change []
// expect: vend B2 failed: soldOut("Soda")
// expect: vend Z9 failed: unknownSlot("Z9")
// expect: got Chips, change [25, 10]
// expect: refund: [10, 5] credit: 0
// expect: bank total: 305
// expect:  - insert [25, 25] credit=50
// expect:  - insert [25] credit=75
// expect:  - vend A1 Chips
// expect:  - insert [100] credit=100
// expect:  - insert [25] credit=125
// expect:  - vend B2 Soda
// expect:  - insert [100] credit=100
// expect:  - vend A1 Chips
// expect:  - insert [10, 5] credit=15
// expect:  - refund 15
