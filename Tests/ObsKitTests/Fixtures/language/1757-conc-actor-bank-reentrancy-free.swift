// Concurrency: actors calling other actors, an actor-isolated transfer with a check before and after await, and a global actor-free async sequence of operations.
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum BankError: Error { case insufficient(Int) }

actor Account {
    let id: String
    private(set) var balance: Int
    init(id: String, balance: Int) {
        self.id = id
        self.balance = balance
    }
    func deposit(_ amount: Int) { balance += amount }
    func withdraw(_ amount: Int) throws {
        guard balance >= amount else { throw BankError.insufficient(balance) }
        balance -= amount
    }
    func transfer(_ amount: Int, to other: Account) async throws {
        try withdraw(amount)
        await other.deposit(amount)
    }
}

let checking = Account(id: "checking", balance: 100)
let savings = Account(id: "savings", balance: 20)

try await checking.transfer(30, to: savings)
print(await checking.balance, await savings.balance)

do {
    try await savings.transfer(500, to: checking)
} catch BankError.insufficient(let had) {
    print("transfer failed, savings had", had)
}

await withTaskGroup(of: Void.self) { group in
    for _ in 1...10 {
        group.addTask { try? await checking.transfer(5, to: savings) }
    }
}
let c = await checking.balance
let s = await savings.balance
print(c, s, c + s)

// expect: 70 50
// expect: transfer failed, savings had 50
// expect: 20 100 120
