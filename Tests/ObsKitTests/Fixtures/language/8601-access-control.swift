// Swift book style (Access Control): private, fileprivate and private(set) within one file
struct TrackedString {
    private(set) var numberOfEdits = 0
    var value: String = "" {
        didSet { numberOfEdits += 1 }
    }
}

var note = TrackedString()
note.value = "a"
note.value += "b"
note.value += "c"
print("edits: \(note.numberOfEdits), value: \(note.value)")

public struct Account {
    public private(set) var balance: Int = 0
    private var history: [String] = []
    fileprivate var auditTag = "A1"

    public init() {}

    public mutating func deposit(_ amount: Int) {
        guard isValid(amount) else {
            record("rejected \(amount)")
            return
        }
        balance += amount
        record("deposit \(amount)")
    }

    private func isValid(_ amount: Int) -> Bool { amount > 0 }

    private mutating func record(_ entry: String) { history.append(entry) }

    func lastEntries(_ n: Int) -> [String] { Array(history.suffix(n)) }
}

extension Account {
    // Extensions in the same file can see private members.
    var historyCount: Int { history.count }
}

fileprivate func audit(_ a: Account) -> String {
    "audit \(a.auditTag): balance \(a.balance)"
}

var acct = Account()
acct.deposit(50)
acct.deposit(-5)
acct.deposit(20)
print(acct.balance, acct.historyCount)
print(acct.lastEntries(2))
acct.auditTag = "B7"
print(audit(acct))

class Vault {
    private var secret = 1234
    fileprivate(set) var opened = 0
    func open(with code: Int) -> Bool {
        if code == secret { opened += 1; return true }
        return false
    }
}
let vault = Vault()
print(vault.open(with: 1), vault.open(with: 1234), vault.opened)
vault.opened = 10
print(vault.opened)

internal enum Level: Int { case low = 1, high }
private let levels: [Level] = [.high, .low]
print(levels.map(\.rawValue))

// expect: edits: 3, value: abc
// expect: 70 3
// expect: ["rejected -5", "deposit 20"]
// expect: audit B7: balance 70
// expect: false true 1
// expect: 10
// expect: [2, 1]
