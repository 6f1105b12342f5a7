// Swift Evolution style (SE-0306/SE-0313): actors, isolated parameters and nonisolated members
actor BankAccount {
    let accountNumber: Int
    private(set) var balance: Int
    private var ledger: [String] = []

    init(accountNumber: Int, initialDeposit: Int) {
        self.accountNumber = accountNumber
        self.balance = initialDeposit
    }

    func deposit(_ amount: Int) {
        balance += amount
        ledger.append("+\(amount)")
    }

    enum TransferError: Error { case insufficient(needed: Int) }

    func withdraw(_ amount: Int) throws {
        guard amount <= balance else {
            throw TransferError.insufficient(needed: amount - balance)
        }
        balance -= amount
        ledger.append("-\(amount)")
    }

    func transfer(_ amount: Int, to other: BankAccount) async throws {
        try withdraw(amount)
        await other.deposit(amount)
    }

    func history() -> String { ledger.joined(separator: " ") }

    nonisolated var displayName: String { "ACC-\(accountNumber)" }
}

func applyInterest(to account: isolated BankAccount, percent: Int) {
    let interest = account.balance * percent / 100
    account.deposit(interest)
}

let checking = BankAccount(accountNumber: 1001, initialDeposit: 500)
let savings = BankAccount(accountNumber: 2002, initialDeposit: 50)

print(checking.displayName, savings.displayName)
await checking.deposit(250)
try await checking.transfer(300, to: savings)
print(await checking.balance, await savings.balance)

do {
    try await savings.transfer(1000, to: checking)
} catch BankAccount.TransferError.insufficient(let needed) {
    print("short by \(needed)")
}

await applyInterest(to: savings, percent: 10)
print(await savings.balance)
print(await checking.history())
print(await savings.history())
print(checking.accountNumber)

let accounts = [checking, savings]
var total = 0
for a in accounts {
    total += await a.balance
}
print("total \(total)")
// expect: ACC-1001 ACC-2002
// expect: 450 350
// expect: short by 650
// expect: 385
// expect: +250 -300
// expect: +300 +35
// expect: 1001
// expect: total 835
