// Course exercise: class with static counters, CustomStringConvertible, subclass overriding withdraw
class BankAccount: CustomStringConvertible {
    static var accountsOpened = 0
    static let minimumBalance = 0.0

    let accountNumber: Int
    let owner: String
    fileprivate(set) var balance: Double

    init(owner: String, initialDeposit: Double = 0) {
        BankAccount.accountsOpened += 1
        accountNumber = 1000 + BankAccount.accountsOpened
        self.owner = owner
        balance = initialDeposit
    }

    func deposit(_ amount: Double) {
        balance += amount
    }

    func withdraw(_ amount: Double) -> Bool {
        guard balance - amount >= Self.minimumBalance else { return false }
        balance -= amount
        return true
    }

    var description: String {
        "#\(accountNumber) \(owner): \(balance)"
    }
}

class SavingsAccount: BankAccount {
    let interestRate: Double
    private var withdrawalsThisMonth = 0

    init(owner: String, initialDeposit: Double, interestRate: Double) {
        self.interestRate = interestRate
        super.init(owner: owner, initialDeposit: initialDeposit)
    }

    override func withdraw(_ amount: Double) -> Bool {
        guard withdrawalsThisMonth < 2 else { return false }
        let ok = super.withdraw(amount)
        if ok { withdrawalsThisMonth += 1 }
        return ok
    }

    func addInterest() {
        deposit(balance * interestRate)
    }

    override var description: String {
        super.description + " (savings at \(interestRate * 100)%)"
    }
}

let checking = BankAccount(owner: "Sam", initialDeposit: 50)
let savings = SavingsAccount(owner: "Sam", initialDeposit: 1000, interestRate: 0.05)
print(checking)
print(savings)
print("checking withdraw 80: \(checking.withdraw(80))")
checking.deposit(40)
print("checking withdraw 80: \(checking.withdraw(80))")
for amount in [100.0, 100.0, 100.0] {
    print("savings withdraw \(amount): \(savings.withdraw(amount))")
}
savings.addInterest()
let accounts: [BankAccount] = [checking, savings, BankAccount(owner: "Ivy")]
accounts.forEach { print($0) }
print("accounts opened: \(BankAccount.accountsOpened)")

// expect: #1001 Sam: 50.0
// expect: #1002 Sam: 1000.0 (savings at 5.0%)
// expect: checking withdraw 80: false
// expect: checking withdraw 80: true
// expect: savings withdraw 100.0: true
// expect: savings withdraw 100.0: true
// expect: savings withdraw 100.0: false
// expect: #1001 Sam: 10.0
// expect: #1002 Sam: 840.0 (savings at 5.0%)
// expect: #1003 Ivy: 0.0
// expect: accounts opened: 3
