// Develop in Swift style (initializers): a bank account class with designated, convenience, failable and required initializers and deinit
class Account {
    let owner: String
    private(set) var balance: Double
    static var openAccounts = 0

    init(owner: String, balance: Double) {
        self.owner = owner
        self.balance = balance
        Account.openAccounts += 1
        print("Opened account for \(owner)")
    }

    convenience init(owner: String) {
        self.init(owner: owner, balance: 0)
    }

    init?(owner: String, initialDeposit: Double) {
        guard initialDeposit >= 10 else {
            print("Rejected \(owner): deposit \(initialDeposit) too small")
            return nil
        }
        self.owner = owner
        self.balance = initialDeposit
        Account.openAccounts += 1
        print("Opened account for \(owner) with \(initialDeposit)")
    }

    required init(copying other: Account) {
        owner = other.owner + " (copy)"
        balance = other.balance
        Account.openAccounts += 1
        print("Copied account of \(other.owner)")
    }

    func deposit(_ amount: Double) { balance += amount }
    func withdraw(_ amount: Double) -> Bool {
        guard amount <= balance else { return false }
        balance -= amount
        return true
    }

    deinit {
        Account.openAccounts -= 1
        print("Closing account for \(owner)")
    }
}

class SavingsAccount: Account {
    var rate = 0.02
    required init(copying other: Account) {
        super.init(copying: other)
        rate = 0.03
    }
    override init(owner: String, balance: Double) {
        super.init(owner: owner, balance: balance)
    }
    func addInterest() { deposit(balance * rate) }
}

var checking: Account? = Account(owner: "Mia", balance: 120)
checking?.deposit(30)
print(checking?.withdraw(500) ?? false, checking?.balance ?? 0)
let empty = Account(owner: "Noah")
print(empty.balance)
let tiny = Account(owner: "Ola", initialDeposit: 5)
print(tiny == nil)
var savings: SavingsAccount? = SavingsAccount(owner: "Pia", balance: 1000)
savings?.addInterest()
print(savings!.balance)
var copy: SavingsAccount? = SavingsAccount(copying: checking!)
copy?.addInterest()
print(copy!.owner, copy!.balance, copy!.rate)
print("Open: \(Account.openAccounts)")
checking = nil
copy = nil
savings = nil
print("Open: \(Account.openAccounts)")

// expect: Opened account for Mia
// expect: false 150.0
// expect: Opened account for Noah
// expect: 0.0
// expect: Rejected Ola: deposit 5.0 too small
// expect: true
// expect: Opened account for Pia
// expect: 1020.0
// expect: Copied account of Mia
// expect: Mia (copy) 154.5 0.03
// expect: Open: 4
// expect: Closing account for Mia
// expect: Closing account for Mia (copy)
// expect: Closing account for Pia
// expect: Open: 1
