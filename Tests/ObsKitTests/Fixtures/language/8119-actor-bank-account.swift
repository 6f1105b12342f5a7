// Swift Evolution style: SE-0306 actors - isolated state, await on cross-actor calls and nonisolated members
enum BankError: Error {
    case insufficientFunds(needed: Int, available: Int)
}

actor BankAccount {
    let number: String
    private(set) var balance: Int
    private var history: [String] = []

    init(number: String, balance: Int) {
        self.number = number
        self.balance = balance
    }

    func deposit(_ amount: Int) {
        balance += amount
        history.append("+\(amount)")
    }

    func withdraw(_ amount: Int) throws {
        guard balance >= amount else {
            throw BankError.insufficientFunds(needed: amount, available: balance)
        }
        balance -= amount
        history.append("-\(amount)")
    }

    func transfer(_ amount: Int, to other: BankAccount) async throws {
        try withdraw(amount)
        await other.deposit(amount)
    }

    func statement() -> String {
        "\(number): \(history.joined(separator: " ")) = \(balance)"
    }

    nonisolated var displayName: String { "Account \(number)" }
}

let checking = BankAccount(number: "CHK-1", balance: 100)
let savings = BankAccount(number: "SAV-2", balance: 500)
print(checking.displayName, savings.displayName)

await checking.deposit(50)
do {
    try await checking.transfer(120, to: savings)
    try await checking.transfer(100, to: savings)
} catch BankError.insufficientFunds(let needed, let available) {
    print("cannot transfer \(needed), only \(available) available")
} catch {
    print("other error \(error)")
}

await withTaskGroup(of: Void.self) { group in
    for _ in 1...10 {
        group.addTask { await savings.deposit(1) }
    }
}
print(await checking.statement())
print("savings balance: \(await savings.balance)")

// expect: Account CHK-1 Account SAV-2
// expect: cannot transfer 100, only 30 available
// expect: CHK-1: +50 -120 = 30
// expect: savings balance: 630
