// Apple docs style (Concurrency: actor): a counter and a bank account protected by actor isolation
actor Counter {
    private(set) var value = 0
    private var history: [Int] = []

    func increment(by n: Int = 1) -> Int {
        value += n
        history.append(n)
        return value
    }

    func reset() { value = 0; history.removeAll() }
    var operations: Int { history.count }

    nonisolated let name: String
    init(name: String) { self.name = name }
}

let counter = Counter(name: "clicks")
print("name (nonisolated, no await):", counter.name)
print("first increment:", await counter.increment())
print("second increment:", await counter.increment(by: 4))

// Many concurrent increments: the final value is always the same.
await withTaskGroup(of: Void.self) { group in
    for _ in 0..<100 {
        group.addTask { _ = await counter.increment() }
    }
}
print("after 100 concurrent increments:", await counter.value)
print("operations recorded:", await counter.operations)
await counter.reset()
print("after reset:", await counter.value, await counter.operations)

actor BankAccount {
    enum BankError: Error { case insufficientFunds(needed: Int) }
    let id: Int
    private(set) var balance: Int
    init(id: Int, balance: Int) { self.id = id; self.balance = balance }

    func deposit(_ amount: Int) { balance += amount }

    func transfer(_ amount: Int, to other: BankAccount) async throws {
        guard amount <= balance else { throw BankError.insufficientFunds(needed: amount - balance) }
        balance -= amount
        await other.deposit(amount)
    }
}

let checking = BankAccount(id: 1, balance: 100)
let savings = BankAccount(id: 2, balance: 50)
do {
    try await checking.transfer(70, to: savings)
    print("transfer 70 ok")
    try await checking.transfer(70, to: savings)
    print("second transfer ok")
} catch {
    print("transfer failed:", error)
}
print("checking:", await checking.balance, "savings:", await savings.balance)

// Concurrent transfers in both directions keep the total constant.
await withTaskGroup(of: Void.self) { group in
    for i in 0..<20 {
        group.addTask {
            if i % 2 == 0 { try? await savings.transfer(5, to: checking) }
            else { try? await checking.transfer(3, to: savings) }
        }
    }
}
let c = await checking.balance, s = await savings.balance
print("total preserved:", c + s == 150, "total:", c + s)

// An isolated parameter lets a free function touch actor state synchronously.
func bump(_ counter: isolated Counter, times: Int) -> Int {
    for _ in 0..<times { _ = counter.increment() }
    return counter.value
}
print("bump via isolated parameter:", await bump(counter, times: 7))

// expect: name (nonisolated, no await): clicks
// expect: first increment: 1
// expect: second increment: 5
// expect: after 100 concurrent increments: 105
// expect: operations recorded: 102
// expect: after reset: 0 0
// expect: transfer 70 ok
// expect: transfer failed: insufficientFunds(needed: 40)
// expect: checking: 30 savings: 120
// expect: total preserved: true total: 150
// expect: bump via isolated parameter: 7
