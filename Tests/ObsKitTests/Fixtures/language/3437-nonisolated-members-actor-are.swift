// Swift book style: nonisolated members on an actor are callable without await
actor BankAccount: CustomStringConvertible {
    let accountNumber: Int
    let owner: String
    private var balance: Double = 0

    init(accountNumber: Int, owner: String) {
        self.accountNumber = accountNumber
        self.owner = owner
    }

    nonisolated var description: String {
        "Account #\(accountNumber) (\(owner))"
    }

    nonisolated func routingCode() -> String {
        "RT-\(accountNumber % 1000)"
    }

    func deposit(_ amount: Double) {
        balance += amount
    }

    func withdraw(_ amount: Double) -> Bool {
        guard balance >= amount else { return false }
        balance -= amount
        return true
    }

    func currentBalance() -> Double { balance }
}

let account = BankAccount(accountNumber: 123456, owner: "Ada")
print(account.description)
print(account)
print(account.routingCode())
await account.deposit(100)
print("withdraw 30: \(await account.withdraw(30))")
print("withdraw 100: \(await account.withdraw(100))")
print("balance: \(await account.currentBalance())")
print("owner: \(account.owner)")
// expect: Account #123456 (Ada)
// expect: Account #123456 (Ada)
// expect: RT-456
// expect: withdraw 30: true
// expect: withdraw 100: false
// expect: balance: 70.0
// expect: owner: Ada
