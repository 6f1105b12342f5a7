// The Swift Programming Language style (Access Control): private(set) properties, private helpers, fileprivate types and members, and public-like read-only views
struct TrackedString {
    private(set) var edits = 0
    var value: String = "" {
        didSet { edits += 1 }
    }
}

var ts = TrackedString()
ts.value = "draft"
ts.value += " two"
ts.value += " three"
print("\(ts.value) — \(ts.edits) edits")

fileprivate struct Secret {
    fileprivate var code: Int
    private var salt = 7
    init(code: Int) { self.code = code }
    func mixed() -> Int { code * salt }
}

fileprivate let hidden = Secret(code: 6)
print(hidden.mixed(), hidden.code)

class Counter {
    private(set) var count = 0
    private var history: [Int] = []
    fileprivate var tag = "ctr"
    func increment(by n: Int = 1) {
        record()
        count += n
    }
    private func record() { history.append(count) }
    var historyText: String { history.map(String.init).joined(separator: ",") }
}

let c = Counter()
c.increment()
c.increment(by: 4)
c.increment()
print(c.count, c.historyText)
c.tag = "main"
print(c.tag)

struct Account {
    let owner: String
    private(set) var balance: Int
    private static var created = 0
    init(owner: String, balance: Int) {
        self.owner = owner
        self.balance = balance
        Account.created += 1
    }
    static var createdCount: Int { created }
    mutating func withdraw(_ n: Int) -> Bool {
        guard n <= balance else { return false }
        balance -= n
        return true
    }
}

var acct = Account(owner: "Siv", balance: 50)
print(acct.withdraw(20), acct.withdraw(40), acct.balance)
_ = Account(owner: "Tor", balance: 1)
print(Account.createdCount)

extension Account {
    var masked: String { "\(owner.prefix(1))*** \(balance)" }
}
print(acct.masked)

// expect: draft two three — 3 edits
// expect: 42 6
// expect: 6 0,1,5
// expect: main
// expect: true false 30
// expect: 2
// expect: S*** 30
