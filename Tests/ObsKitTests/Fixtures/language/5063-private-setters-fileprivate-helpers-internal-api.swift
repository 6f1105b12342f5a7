// Book style (Access Control): private setters, fileprivate helpers and internal API of a wallet
public struct Wallet {
    public private(set) var balance: Int = 0
    private var history: [String] = []
    fileprivate var auditFlag = false
    internal let owner: String

    public init(owner: String) { self.owner = owner }

    public mutating func deposit(_ amount: Int) {
        guard amount > 0 else { record("rejected deposit \(amount)"); return }
        balance += amount
        record("deposit \(amount)")
    }

    public mutating func withdraw(_ amount: Int) -> Bool {
        if amount > balance {
            record("failed withdraw \(amount)")
            return false
        }
        balance -= amount
        record("withdraw \(amount)")
        return true
    }

    private mutating func record(_ entry: String) {
        history.append(entry)
        if history.count > 3 { auditFlag = true }
    }

    public var recentHistory: [String] { Array(history.suffix(2)) }
    var historyCount: Int { history.count }
}

fileprivate func audit(_ w: Wallet) -> String {
    w.auditFlag ? "audit needed for \(w.owner)" : "ok for \(w.owner)"
}

private class Ledger {
    private(set) var totals: [String: Int] = [:]
    func post(_ w: Wallet) { totals[w.owner] = w.balance }
}

class TrackedCounter {
    private(set) var value = 0
    private var steps: [Int] = []
    func add(_ n: Int) {
        value += n
        steps.append(n)
    }
    var stepsDescription: String { steps.map(String.init).joined(separator: "+") }
}

var w = Wallet(owner: "Rae")
w.deposit(50)
w.deposit(-5)
print(w.withdraw(20), w.withdraw(100))
print(w.balance, w.historyCount)
print(w.recentHistory)
print(audit(w))
w.deposit(1)
print(audit(w), w.balance)

private let ledger = Ledger()
ledger.post(w)
var w2 = Wallet(owner: "Sol")
w2.deposit(7)
ledger.post(w2)
for k in ledger.totals.keys.sorted() { print(k, ledger.totals[k]!) }

let counter = TrackedCounter()
counter.add(3)
counter.add(4)
counter.add(10)
print(counter.value, counter.stepsDescription)
print(w2)

// expect: true false
// expect: 30 4
// expect: ["withdraw 20", "failed withdraw 100"]
// expect: audit needed for Rae
// expect: audit needed for Rae 31
// expect: Rae 31
// expect: Sol 7
// expect: 17 3+4+10
// expect: Wallet(balance: 7, history: ["deposit 7"], auditFlag: false, owner: "Sol")
