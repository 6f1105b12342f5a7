// WWDC style (actors): a bank account actor protecting its balance
actor BankAccount {
    let owner: String
    private(set) var balance: Int
    private var history: [String] = []

    init(owner: String, balance: Int) {
        self.owner = owner
        self.balance = balance
    }

    func deposit(_ amount: Int) {
        balance += amount
        history.append("+\(amount)")
    }

    func withdraw(_ amount: Int) -> Bool {
        guard amount <= balance else {
            history.append("!\(amount)")
            return false
        }
        balance -= amount
        history.append("-\(amount)")
        return true
    }

    func statement() -> String {
        "\(owner): \(history.joined(separator: " ")) => \(balance)"
    }
}

let account = BankAccount(owner: "Ada", balance: 100)
await account.deposit(50)
let ok1 = await account.withdraw(30)
let ok2 = await account.withdraw(500)
print("withdraw 30: \(ok1), withdraw 500: \(ok2)")
print(await account.balance)
print(await account.statement())
print(account.owner)
// expect: withdraw 30: true, withdraw 500: false
// expect: 120
// expect: Ada: +50 -30 !500 => 120
// expect: Ada
