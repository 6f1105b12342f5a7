// Swift compiler execution test style (actors): actor isolation with await, actor methods mutating state, nonisolated members, and calls from several tasks with deterministic results
actor BankAccount {
    let id: String
    private(set) var balance: Int
    private var history: [String] = []
    init(id: String, balance: Int) { self.id = id; self.balance = balance }
    func deposit(_ n: Int) { balance += n; history.append("+\(n)") }
    func withdraw(_ n: Int) -> Bool {
        guard balance >= n else { history.append("!\(n)"); return false }
        balance -= n
        history.append("-\(n)")
        return true
    }
    func transfer(_ n: Int, to other: BankAccount) async -> Bool {
        guard withdraw(n) else { return false }
        await other.deposit(n)
        return true
    }
    func log() -> [String] { history }
    nonisolated var label: String { "account \(id)" }
}

let a = BankAccount(id: "A", balance: 100)
let b = BankAccount(id: "B", balance: 0)
print(a.label, b.label)
await a.deposit(50)
print(await a.withdraw(30), await a.withdraw(500))
print(await a.transfer(70, to: b), await b.transfer(100, to: a))
print(await a.balance, await b.balance)
print(await a.log(), await b.log())

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
print(await counter.value)
func total(_ accts: [BankAccount]) async -> Int {
    var sum = 0
    for acct in accts { sum += await acct.balance }
    return sum
}
print(await total([a, b]))
@MainActor func onMain() -> String { "main actor" }
print(await onMain())

// expect: account A account B
// expect: true false
// expect: true false
// expect: 50 70
// expect: ["+50", "-30", "!500", "-70"] ["+70", "!100"]
// expect: 100
// expect: 120
// expect: main actor
