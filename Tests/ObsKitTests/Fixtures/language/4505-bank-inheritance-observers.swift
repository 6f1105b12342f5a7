// Swift book style: Inheritance + Initialization + Properties - account hierarchy with overriding observers, convenience inits, class/static members
class Account: CustomStringConvertible {
    static private(set) var openedCount = 0
    class var kind: String { "basic" }
    let id: Int
    let owner: String
    var balance: Int {
        didSet {
            if balance != oldValue { history.append(balance - oldValue) }
        }
    }
    private(set) var history: [Int] = []
    init(owner: String, balance: Int) {
        Account.openedCount += 1
        self.id = Account.openedCount
        self.owner = owner
        self.balance = balance
    }
    convenience init(owner: String) { self.init(owner: owner, balance: 0) }
    func deposit(_ amount: Int) { balance += amount }
    func withdraw(_ amount: Int) -> Bool {
        guard amount <= balance else { return false }
        balance -= amount
        return true
    }
    func monthEnd() {}
    var description: String { "#\(id) \(type(of: self).kind) \(owner): \(balance)" }
}
class SavingsAccount: Account {
    override class var kind: String { "savings" }
    let ratePercent: Int
    init(owner: String, balance: Int, ratePercent: Int) {
        self.ratePercent = ratePercent
        super.init(owner: owner, balance: balance)
    }
    override func monthEnd() { deposit(balance * ratePercent / 100) }
    override func withdraw(_ amount: Int) -> Bool {
        guard amount <= 500 else { return false }
        return super.withdraw(amount)
    }
}
class CheckingAccount: Account {
    override class var kind: String { "checking" }
    var overdraftLimit = 100
    var fees = 0
    override var balance: Int {
        didSet {
            if balance < 0 && oldValue >= 0 {
                fees += 25
                print("  overdraft notice for \(owner)")
            }
        }
    }
    override func withdraw(_ amount: Int) -> Bool {
        guard amount <= balance + overdraftLimit else { return false }
        balance -= amount
        return true
    }
    override func monthEnd() {
        balance -= fees
        fees = 0
    }
}
final class PremiumChecking: CheckingAccount {
    override class var kind: String { "premium" }
    convenience init(owner: String) {
        self.init(owner: owner, balance: 1000)
        overdraftLimit = 1000
    }
}

let accounts: [Account] = [
    Account(owner: "Ann"),
    SavingsAccount(owner: "Ben", balance: 1000, ratePercent: 2),
    CheckingAccount(owner: "Cal", balance: 50),
    PremiumChecking(owner: "Dee"),
]
for a in accounts { print(a) }
print("opened: \(Account.openedCount)")

accounts[0].deposit(200)
print(accounts[0].withdraw(300), accounts[0].withdraw(150))
print(accounts[1].withdraw(600), accounts[1].withdraw(200))
print(accounts[2].withdraw(120), accounts[2].withdraw(100))
accounts[2].deposit(10)
print(accounts[3].withdraw(1800))
for a in accounts { a.monthEnd() }
for a in accounts { print(a, a.history) }

let total = accounts.reduce(0) { $0 + $1.balance }
print("total balance: \(total)")
let negatives = accounts.filter { $0.balance < 0 }.map(\.owner)
print("overdrawn: \(negatives)")
for a in accounts {
    switch a {
    case let p as PremiumChecking: print("\(p.owner) premium limit \(p.overdraftLimit)")
    case let c as CheckingAccount: print("\(c.owner) checking limit \(c.overdraftLimit)")
    case let s as SavingsAccount: print("\(s.owner) saves at \(s.ratePercent)%")
    default: print("\(a.owner) plain")
    }
}
print([Account.kind, SavingsAccount.kind, CheckingAccount.kind, PremiumChecking.kind])

// expect: #1 basic Ann: 0
// expect: #2 savings Ben: 1000
// expect: #3 checking Cal: 50
// expect: #4 premium Dee: 1000
// expect: opened: 4
// expect: false true
// expect: false true
// expect:   overdraft notice for Cal
// expect: true false
// expect:   overdraft notice for Dee
// expect: true
// expect: #1 basic Ann: 50 [200, -150]
// expect: #2 savings Ben: 816 [-200, 16]
// expect: #3 checking Cal: -85 [-120, 10, -25]
// expect: #4 premium Dee: -825 [-1800, -25]
// expect: total balance: -44
// expect: overdrawn: ["Cal", "Dee"]
// expect: Ann plain
// expect: Ben saves at 2%
// expect: Cal checking limit 100
// expect: Dee premium limit 1000
// expect: ["basic", "savings", "checking", "premium"]
