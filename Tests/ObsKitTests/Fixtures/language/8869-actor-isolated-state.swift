// Apple docs style (Actors): a bank account whose balance is protected by isolation
enum BankError: Error {
    case insufficientFunds(requested: Int, available: Int)
}

actor BankAccount {
    let accountNumber: Int
    private(set) var balance: Int
    private var history: [String] = []

    init(accountNumber: Int, initialDeposit: Int) {
        self.accountNumber = accountNumber
        self.balance = initialDeposit
    }

    func deposit(_ amount: Int) {
        balance += amount
        history.append("+\(amount)")
    }

    func withdraw(_ amount: Int) throws {
        guard amount <= balance else {
            throw BankError.insufficientFunds(requested: amount, available: balance)
        }
        balance -= amount
        history.append("-\(amount)")
    }

    // Transfers call into another actor, so they are async.
    func transfer(_ amount: Int, to other: BankAccount) async throws {
        try withdraw(amount)
        await other.deposit(amount)
    }

    func statement() -> String {
        "#\(accountNumber): \(history.count) entries, balance \(balance)"
    }
}

let checking = BankAccount(accountNumber: 1001, initialDeposit: 500)
let savings = BankAccount(accountNumber: 2002, initialDeposit: 0)

// From outside, every access to mutable state needs await.
await checking.deposit(250)
print("checking:", await checking.balance)

// 100 concurrent deposits of 1 never lose an update.
await withTaskGroup(of: Void.self) { group in
    for _ in 0..<100 {
        group.addTask { await savings.deposit(1) }
    }
}
print("savings after 100 deposits:", await savings.balance)

do {
    try await checking.transfer(300, to: savings)
    print("transfer ok")
    try await checking.transfer(1_000, to: savings)
} catch BankError.insufficientFunds(let requested, let available) {
    print("cannot move \(requested), only \(available) available")
}

print(await checking.statement())
print(await savings.statement())

// The let property is immutable, so it can be read without await.
print("account numbers:", checking.accountNumber, savings.accountNumber)

// Concurrent withdrawals: some succeed, some fail, but the totals add up.
let wallet = BankAccount(accountNumber: 3003, initialDeposit: 100)
let attempts = await withTaskGroup(of: Bool.self) { group -> [Bool] in
    for _ in 0..<8 {
        group.addTask {
            do { try await wallet.withdraw(30); return true } catch { return false }
        }
    }
    return await group.reduce(into: []) { $0.append($1) }
}
let succeeded = attempts.filter { $0 }.count
print("withdrawals ok: \(succeeded), failed: \(attempts.count - succeeded)")
print("wallet balance:", await wallet.balance)

// expect: checking: 750
// expect: savings after 100 deposits: 100
// expect: transfer ok
// expect: cannot move 1000, only 450 available
// expect: #1001: 2 entries, balance 450
// expect: #2002: 101 entries, balance 400
// expect: account numbers: 1001 2002
// expect: withdrawals ok: 3, failed: 5
// expect: wallet balance: 10
