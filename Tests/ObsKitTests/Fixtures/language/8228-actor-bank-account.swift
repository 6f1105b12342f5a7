// Concurrency tutorial: an actor protects a bank account balance from data races
enum BankError: Error {
    case insufficientFunds(needed: Int, available: Int)
}

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

    func withdraw(_ amount: Int) throws {
        guard amount <= balance else {
            throw BankError.insufficientFunds(needed: amount, available: balance)
        }
        balance -= amount
        history.append("-\(amount)")
    }

    func transfer(_ amount: Int, to other: BankAccount) async throws {
        try withdraw(amount)
        await other.deposit(amount)
    }

    func historyCount() -> Int { history.count }
}

let alice = BankAccount(owner: "Alice", balance: 100)
let bob = BankAccount(owner: "Bob", balance: 50)

await alice.deposit(25)
print("Alice balance: \(await alice.balance)")

try await alice.transfer(75, to: bob)
print("After transfer: Alice \(await alice.balance), Bob \(await bob.balance)")

do {
    try await bob.transfer(500, to: alice)
} catch BankError.insufficientFunds(let needed, let available) {
    print("\(bob.owner) cannot send \(needed), only has \(available)")
}

// Many concurrent deposits are serialized by the actor.
await withTaskGroup(of: Void.self) { group in
    for _ in 1...100 {
        group.addTask { await bob.deposit(1) }
    }
}
print("Bob after 100 deposits: \(await bob.balance)")
print("Bob history entries: \(await bob.historyCount())")
// expect: Alice balance: 125
// expect: After transfer: Alice 50, Bob 125
// expect: Bob cannot send 500, only has 125
// expect: Bob after 100 deposits: 225
// expect: Bob history entries: 101
