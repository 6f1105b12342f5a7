// Swift book, "Concurrency" (actors): actor isolation, await on cross-actor calls, nonisolated members, Sendable structs, transfer between actors
struct Transaction: Sendable, CustomStringConvertible {
    let from: String
    let to: String
    let amount: Int
    var description: String { "\(from) -> \(to): \(amount)" }
}

enum BankError: Error { case insufficient(available: Int, requested: Int) }

actor Account {
    let owner: String
    private(set) var balance: Int
    private var history: [Transaction] = []

    init(owner: String, balance: Int) {
        self.owner = owner
        self.balance = balance
    }

    nonisolated var label: String { "Account(\(owner))" }

    func deposit(_ amount: Int, from source: String) {
        balance += amount
        history.append(Transaction(from: source, to: owner, amount: amount))
    }

    func withdraw(_ amount: Int) throws -> Int {
        guard amount <= balance else {
            throw BankError.insufficient(available: balance, requested: amount)
        }
        balance -= amount
        return amount
    }

    func transfer(_ amount: Int, to other: Account) async throws {
        let cash = try withdraw(amount)
        await other.deposit(cash, from: owner)
        history.append(Transaction(from: owner, to: other.owner, amount: amount))
    }

    func statement() -> [Transaction] { history }
}

let alice = Account(owner: "alice", balance: 100)
let bob = Account(owner: "bob", balance: 20)
print(alice.label, bob.label)

try await alice.transfer(30, to: bob)
try await bob.transfer(5, to: alice)
do {
    try await bob.transfer(500, to: alice)
} catch BankError.insufficient(let available, let requested) {
    print("cannot move \(requested), only \(available) available")
}
print("alice:", await alice.balance, "bob:", await bob.balance)
for t in await alice.statement() { print("alice log:", t) }
for t in await bob.statement() { print("bob log:", t) }

actor Counter {
    var value = 0
    func increment() -> Int { value += 1; return value }
}
let counter = Counter()
await withTaskGroup(of: Void.self) { group in
    for _ in 0..<50 {
        group.addTask { _ = await counter.increment() }
    }
}
print("counter:", await counter.value)

// expect: Account(alice) Account(bob)
// expect: cannot move 500, only 45 available
// expect: alice: 75 bob: 45
// expect: alice log: alice -> bob: 30
// expect: alice log: bob -> alice: 5
// expect: bob log: alice -> bob: 30
// expect: bob log: bob -> alice: 5
// expect: counter: 50
