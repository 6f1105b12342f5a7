// Swift Evolution style (SE-0306 actors): a bank with isolated account state
actor BankAccount {
    let owner: String
    private(set) var balance: Int
    private var history: [String] = []

    init(owner: String, balance: Int) {
        self.owner = owner
        self.balance = balance
    }

    enum BankError: Error { case insufficientFunds(needed: Int, available: Int) }

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

    // Cross-actor calls need await; other's state is touched only through its methods
    func transfer(_ amount: Int, to other: BankAccount) async throws {
        try withdraw(amount)
        await other.deposit(amount)
    }

    func statement() -> String {
        "\(owner): \(balance) [\(history.joined(separator: " "))]"
    }

    // nonisolated members can be used synchronously
    nonisolated var label: String { "Account of \(owner)" }
}

let alice = BankAccount(owner: "Alice", balance: 100)
let bob = BankAccount(owner: "Bob", balance: 20)

print(alice.label)
await alice.deposit(50)
try await alice.transfer(70, to: bob)

do {
    try await bob.transfer(500, to: alice)
} catch let BankAccount.BankError.insufficientFunds(needed, available) {
    print("Bob cannot send \(needed), has \(available)")
}

print(await alice.statement())
print(await bob.statement())

// Many concurrent deposits are serialized by the actor
await withTaskGroup(of: Void.self) { group in
    for _ in 1...100 {
        group.addTask { await bob.deposit(1) }
    }
}
print("Bob after 100 deposits:", await bob.balance)

// An isolated parameter lets a function run on the given actor (SE-0313)
func applyInterest(to account: isolated BankAccount, percent: Int) {
    account.deposit(account.balance * percent / 100)
}
await applyInterest(to: alice, percent: 10)
print(await alice.statement())

// Actors are reference types with identity
let sameAccount = alice
print(sameAccount === alice, await sameAccount.balance)

// expect: Account of Alice
// expect: Bob cannot send 500, has 90
// expect: Alice: 80 [+50 -70]
// expect: Bob: 90 [+70]
// expect: Bob after 100 deposits: 190
// expect: Alice: 88 [+50 -70 +8]
// expect: true 88
