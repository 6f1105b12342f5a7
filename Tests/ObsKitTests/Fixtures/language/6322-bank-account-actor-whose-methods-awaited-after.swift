// Swift.org blog style (actors): a bank account actor whose methods are awaited one after another from top-level code
enum BankError: Error {
    case insufficientFunds(needed: Int, available: Int)
}

actor Account {
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

    func statement() -> String {
        "\(owner): \(history.joined(separator: " ")) = \(balance)"
    }

    func transfer(_ amount: Int, to other: Account) async throws {
        try withdraw(amount)
        await other.deposit(amount)
    }
}

let alice = Account(owner: "Alice", balance: 100)
let bob = Account(owner: "Bob", balance: 20)

await alice.deposit(50)
try await alice.transfer(70, to: bob)
do {
    try await bob.transfer(500, to: alice)
} catch BankError.insufficientFunds(let needed, let available) {
    print("cannot move \(needed), only \(available) available")
}
print(await alice.statement())
print(await bob.statement())
let total = await alice.balance + bob.balance
print("total:", total)
print("owner without await:", alice.owner)

// expect: cannot move 500, only 90 available
// expect: Alice: +50 -70 = 80
// expect: Bob: +70 = 90
// expect: total: 170
// expect: owner without await: Alice
