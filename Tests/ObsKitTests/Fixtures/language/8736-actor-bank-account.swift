// Tutorial style (Hacking with Swift concurrency): an actor protecting state, awaited from top-level code
enum TransferError: Error {
    case insufficientFunds(needed: Int, available: Int)
}

actor BankAccount {
    let owner: String
    private(set) var balance: Int
    private var ledger: [String] = []

    init(owner: String, balance: Int) {
        self.owner = owner
        self.balance = balance
    }

    func deposit(_ amount: Int) {
        balance += amount
        ledger.append("+\(amount)")
    }

    func withdraw(_ amount: Int) throws {
        guard amount <= balance else {
            throw TransferError.insufficientFunds(needed: amount, available: balance)
        }
        balance -= amount
        ledger.append("-\(amount)")
    }

    func transfer(_ amount: Int, to other: BankAccount) async throws {
        try withdraw(amount)
        await other.deposit(amount)
    }

    func history() -> String { ledger.joined(separator: " ") }
    nonisolated var label: String { "Account of \(owner)" }
}

let checking = BankAccount(owner: "Dana", balance: 100)
let savings = BankAccount(owner: "Dana", balance: 20)
print(checking.label)

await checking.deposit(50)
print("Checking: \(await checking.balance)")

do {
    try await checking.transfer(120, to: savings)
    print("Transferred 120")
    try await checking.transfer(100, to: savings)
    print("Transferred 100")
} catch TransferError.insufficientFunds(let needed, let available) {
    print("Cannot move \(needed), only \(available) available")
}

print("Checking: \(await checking.balance), savings: \(await savings.balance)")
print("Checking ledger: \(await checking.history())")
print("Savings ledger: \(await savings.history())")

let total = await checking.balance + savings.balance
print("Total: \(total)")

// expect: Account of Dana
// expect: Checking: 150
// expect: Transferred 120
// expect: Cannot move 100, only 30 available
// expect: Checking: 30, savings: 140
// expect: Checking ledger: +50 -120
// expect: Savings ledger: +120
// expect: Total: 170
