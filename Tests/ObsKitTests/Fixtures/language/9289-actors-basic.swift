// actors-basic
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum BankError: Error { case insufficient(needed: Int, available: Int) }

actor BankAccount {
    let owner: String
    private(set) var balance: Int
    private var history: [String] = []
    init(owner: String, balance: Int) { self.owner = owner; self.balance = balance }
    func deposit(_ amount: Int) {
        balance += amount
        history.append("+\(amount)")
    }
    func withdraw(_ amount: Int) throws -> Int {
        guard amount <= balance else { throw BankError.insufficient(needed: amount, available: balance) }
        balance -= amount
        history.append("-\(amount)")
        return balance
    }
    func transfer(_ amount: Int, to other: BankAccount) async throws {
        _ = try withdraw(amount)
        await other.deposit(amount)
    }
    func statement() -> String { "\(owner): \(balance) [\(history.joined(separator: " "))]" }
    nonisolated var label: String { "account of \(owner)" }
}

actor Counter {
    private var value = 0
    func increment() -> Int { value += 1; return value }
    var current: Int { value }
}

@MainActor final class Screen {
    var lines: [String] = []
    func show(_ s: String) { lines.append(s) }
}

let alice = BankAccount(owner: "alice", balance: 100)
let bob = BankAccount(owner: "bob", balance: 20)
print(alice.label)
await alice.deposit(50)
print(try await alice.withdraw(30))
do {
    _ = try await bob.withdraw(500)
} catch BankError.insufficient(let needed, let available) {
    print("bob cannot withdraw \(needed), has \(available)")
}
try await alice.transfer(70, to: bob)
print(await alice.statement())
print(await bob.statement())
do { try await bob.transfer(1000, to: alice) } catch { print("transfer failed:", error) }
print(await alice.balance + bob.balance)

let counter = Counter()
await withTaskGroup(of: Void.self) { group in
    for _ in 0..<100 { group.addTask { _ = await counter.increment() } }
}
print("after 100 concurrent increments:", await counter.current)

var seen: [Int] = []
for _ in 0..<3 { seen.append(await counter.increment()) }
print(seen)

let screen = Screen()
screen.show("hello")
screen.show("world")
print(screen.lines)

actor Cache<Key: Hashable & Sendable, Value: Sendable> {
    private var storage: [Key: Value] = [:]
    private(set) var misses = 0
    func value(for key: Key, compute: @Sendable (Key) -> Value) -> Value {
        if let v = storage[key] { return v }
        misses += 1
        let v = compute(key)
        storage[key] = v
        return v
    }
}
let cache = Cache<Int, String>()
var outputs: [String] = []
for k in [1, 2, 1, 3, 2] { outputs.append(await cache.value(for: k) { "v\($0 * $0)" }) }
print(outputs, await cache.misses)

// expect: account of alice
// expect: 120
// expect: bob cannot withdraw 500, has 20
// expect: alice: 50 [+50 -30 -70]
// expect: bob: 90 [+70]
// expect: transfer failed: insufficient(needed: 1000, available: 90)
// expect: 140
// expect: after 100 concurrent increments: 100
// expect: [101, 102, 103]
// expect: ["hello", "world"]
// expect: ["v1", "v4", "v1", "v9", "v4"] 3
