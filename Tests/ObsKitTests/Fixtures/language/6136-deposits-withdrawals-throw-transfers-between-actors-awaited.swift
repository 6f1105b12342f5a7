// Kodeco style (actor bank account): deposits, withdrawals that throw, and transfers between two actors awaited from outside
enum BankError: Error, CustomStringConvertible {
    case insufficientFunds(needed: Int, available: Int)
    case invalidAmount(Int)
    var description: String {
        switch self {
        case let .insufficientFunds(needed, available): return "needs \(needed), has \(available)"
        case let .invalidAmount(amount): return "invalid amount \(amount)"
        }
    }
}

actor BankAccount {
    nonisolated let owner: String
    private(set) var balance: Int
    private var log: [String] = []

    init(owner: String, balance: Int) {
        self.owner = owner
        self.balance = balance
    }

    func deposit(_ amount: Int) throws {
        guard amount > 0 else { throw BankError.invalidAmount(amount) }
        balance += amount
        log.append("+\(amount)")
    }

    func withdraw(_ amount: Int) throws {
        guard amount > 0 else { throw BankError.invalidAmount(amount) }
        guard amount <= balance else {
            throw BankError.insufficientFunds(needed: amount, available: balance)
        }
        balance -= amount
        log.append("-\(amount)")
    }

    func transfer(_ amount: Int, to other: BankAccount) async throws {
        try withdraw(amount)
        try await other.deposit(amount)
    }

    func statement() -> String { "\(owner): \(balance) [\(log.joined(separator: " "))]" }
}

let alice = BankAccount(owner: "Alice", balance: 100)
let bob = BankAccount(owner: "Bob", balance: 20)

try await alice.deposit(50)
try await alice.transfer(70, to: bob)
print(await alice.statement())
print(await bob.statement())

for amount in [500, -5, 30] {
    do {
        try await bob.withdraw(amount)
        print("\(bob.owner) withdrew \(amount)")
    } catch {
        print("\(bob.owner) could not withdraw: \(error)")
    }
}

await withTaskGroup(of: Void.self) { group in
    for _ in 0..<10 {
        group.addTask { try? await alice.transfer(10, to: bob) }
    }
}
let a = await alice.balance, b = await bob.balance
print("after ten transfers: \(a) + \(b) = \(a + b)")
print(await bob.statement().count > 0)

// expect: Alice: 80 [+50 -70]
// expect: Bob: 90 [+70]
// expect: Bob could not withdraw: needs 500, has 90
// expect: Bob could not withdraw: invalid amount -5
// expect: Bob withdrew 30
// expect: after ten transfers: 0 + 140 = 140
// expect: true
