// Swift book style: private(set) exposes a read-only getter and a settable internal value
struct TrackedString {
    private(set) var numberOfEdits = 0
    var value: String = "" {
        didSet { numberOfEdits += 1 }
    }
}

var tracked = TrackedString()
tracked.value = "first"
tracked.value += " second"
tracked.value += " third"
print("edits: \(tracked.numberOfEdits)")
print("value: \(tracked.value)")

public struct Account {
    public private(set) var balance: Int = 0
    private var history: [Int] = []
    public init() {}
    public mutating func deposit(_ amount: Int) {
        balance += amount
        history.append(amount)
    }
    public mutating func withdraw(_ amount: Int) -> Bool {
        guard amount <= balance else { return false }
        balance -= amount
        history.append(-amount)
        return true
    }
    public var summary: String {
        history.map { $0 >= 0 ? "+\($0)" : "\($0)" }.joined(separator: " ")
    }
}

var acct = Account()
acct.deposit(50)
acct.deposit(25)
print(acct.withdraw(100))
print(acct.withdraw(30))
print("balance \(acct.balance)")
print("history \(acct.summary)")
// expect: edits: 3
// expect: value: first second third
// expect: false
// expect: true
// expect: balance 45
// expect: history +50 +25 -30
