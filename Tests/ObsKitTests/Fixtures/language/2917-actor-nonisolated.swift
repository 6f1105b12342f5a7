// Compiler test style: nonisolated members of an actor callable without await
actor BankAccount {
    let accountNumber: Int
    nonisolated let owner: String
    var balance: Double

    init(accountNumber: Int, owner: String, balance: Double) {
        self.accountNumber = accountNumber
        self.owner = owner
        self.balance = balance
    }

    nonisolated var label: String {
        "Account #\(accountNumber) (\(owner))"
    }

    nonisolated func bankCode() -> String {
        "BANK-\(accountNumber % 100)"
    }

    func deposit(_ amount: Double) {
        balance += amount
    }
}

let account = BankAccount(accountNumber: 4521, owner: "Dana", balance: 100)
print(account.label)
print(account.bankCode())
print(account.owner, account.accountNumber)
await account.deposit(50.5)
print("balance:", await account.balance)
// expect: Account #4521 (Dana)
// expect: BANK-21
// expect: Dana 4521
// expect: balance: 150.5
