// Swift book style (Inheritance & Initialization): a bank account class hierarchy with overrides and failable init
class Account: CustomStringConvertible {
    let owner: String
    private(set) var balance: Int
    private(set) var history: [String] = []

    init?(owner: String, opening: Int) {
        guard opening >= 0, !owner.isEmpty else { return nil }
        self.owner = owner
        balance = opening
        log("open \(opening)")
    }

    var kind: String { "Account" }
    var description: String { "\(kind)(\(owner)): \(balance)" }

    func log(_ entry: String) { history.append(entry) }

    func deposit(_ amount: Int) {
        balance += amount
        log("+\(amount)")
    }

    func canWithdraw(_ amount: Int) -> Bool { amount <= balance }

    @discardableResult
    func withdraw(_ amount: Int) -> Bool {
        guard amount > 0, canWithdraw(amount) else {
            log("denied \(amount)")
            return false
        }
        balance -= amount
        log("-\(amount)")
        return true
    }

    func monthEnd() {}
}

class SavingsAccount: Account {
    let ratePercent: Int
    init?(owner: String, opening: Int, ratePercent: Int) {
        self.ratePercent = ratePercent
        super.init(owner: owner, opening: opening)
    }
    override var kind: String { "Savings" }
    override func monthEnd() {
        let interest = balance * ratePercent / 100
        if interest > 0 { deposit(interest) }
    }
}

final class CheckingAccount: Account {
    var overdraft = 100
    override var kind: String { "Checking" }
    override func canWithdraw(_ amount: Int) -> Bool { amount <= balance + overdraft }
    override func monthEnd() {
        if balance < 0 {
            overdraft -= 15
            log("fee 15 (limit \(overdraft))")
        }
    }
}

let accounts: [Account] = [
    SavingsAccount(owner: "Ada", opening: 1000, ratePercent: 2)!,
    CheckingAccount(owner: "Brook", opening: 50)!,
    Account(owner: "Cai", opening: 10)!,
]
print("Invalid account: \(Account(owner: "", opening: 5) == nil), \(Account(owner: "Dee", opening: -1) == nil)")
for account in accounts {
    account.withdraw(120)
    account.deposit(30)
    account.monthEnd()
}
for account in accounts {
    print(account)
    print("  history: \(account.history.joined(separator: ", "))")
}
if let checking = accounts[1] as? CheckingAccount { print("Brook overdraft left: \(checking.overdraft)") }
let richest = accounts.max { $0.balance < $1.balance }!
print("Richest: \(richest.owner); savers: \(accounts.filter { $0 is SavingsAccount }.map(\.owner))")

// expect: Invalid account: true, true
// expect: Savings(Ada): 928
// expect:   history: open 1000, -120, +30, +18
// expect: Checking(Brook): -40
// expect:   history: open 50, -120, +30, fee 15 (limit 85)
// expect: Account(Cai): 40
// expect:   history: open 10, denied 120, +30
// expect: Brook overdraft left: 85
// expect: Richest: Ada; savers: ["Ada"]
