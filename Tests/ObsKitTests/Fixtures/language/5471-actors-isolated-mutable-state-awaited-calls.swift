// Swift concurrency style (SE-0306): actors with isolated mutable state, awaited calls from outside and isolated parameters
actor BankAccount {
    let owner: String
    private(set) var balance: Int
    private var history: [String] = []

    init(owner: String, balance: Int) {
        self.owner = owner
        self.balance = balance
    }

    enum Failure: Error { case insufficient(needed: Int, available: Int) }

    func deposit(_ amount: Int) {
        balance += amount
        history.append("+\(amount)")
    }

    func withdraw(_ amount: Int) throws {
        guard amount <= balance else {
            throw Failure.insufficient(needed: amount, available: balance)
        }
        balance -= amount
        history.append("-\(amount)")
    }

    func transfer(_ amount: Int, to other: BankAccount) async throws {
        try withdraw(amount)
        await other.deposit(amount)
    }

    func log() -> [String] { history }
}

func audit(_ account: isolated BankAccount) -> String {
    "\(account.owner): \(account.balance) after \(account.log().count) ops"
}

let alice = BankAccount(owner: "alice", balance: 100)
let bob = BankAccount(owner: "bob", balance: 20)

await alice.deposit(50)
try await alice.transfer(70, to: bob)
do {
    try await bob.withdraw(500)
} catch BankAccount.Failure.insufficient(let needed, let available) {
    print("insufficient: needed \(needed), available \(available)")
}

print(await alice.balance, await bob.balance)
print(await alice.log(), await bob.log())
print(await audit(alice))
print(await audit(bob))

actor Counter {
    var value = 0
    func increment() -> Int { value += 1; return value }
}
let counter = Counter()
await withTaskGroup(of: Void.self) { group in
    for _ in 0..<100 {
        group.addTask { _ = await counter.increment() }
    }
}
print("counter", await counter.value)
print(alice.owner)

// expect: insufficient: needed 500, available 90
// expect: 80 90
// expect: ["+50", "-70"] ["+70"]
// expect: alice: 80 after 2 ops
// expect: bob: 90 after 1 ops
// expect: counter 100
// expect: alice
