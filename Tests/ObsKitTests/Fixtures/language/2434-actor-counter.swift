// Compiler test style (concurrency): actor-isolated counter incremented from many tasks
actor Counter {
    private(set) var value = 0
    private var history: [String: Int] = [:]

    func increment(by amount: Int = 1, from source: String) {
        value += amount
        history[source, default: 0] += amount
    }

    func report() -> [String] {
        history.keys.sorted().map { "\($0)=\(history[$0]!)" }
    }
}

let counter = Counter()
await withTaskGroup(of: Void.self) { group in
    for worker in ["alpha", "beta", "gamma"] {
        group.addTask {
            for _ in 0..<100 {
                await counter.increment(from: worker)
            }
        }
    }
}
print("value:", await counter.value)
for line in await counter.report() { print(line) }

var tasks: [Task<Void, Never>] = []
for i in 1...4 {
    tasks.append(Task {
        await counter.increment(by: i * 10, from: "task\(i)")
    })
}
for t in tasks { await t.value }
print("after tasks:", await counter.value)
print("report:", await counter.report().joined(separator: " "))

actor BankAccount {
    let owner: String
    var balance: Int
    init(owner: String, balance: Int) { self.owner = owner; self.balance = balance }

    func withdraw(_ amount: Int) -> Bool {
        guard balance >= amount else { return false }
        balance -= amount
        return true
    }
}

let account = BankAccount(owner: "rosa", balance: 100)
let successes = await withTaskGroup(of: Bool.self) { group in
    for _ in 0..<15 { group.addTask { await account.withdraw(10) } }
    var ok = 0
    for await s in group where s { ok += 1 }
    return ok
}
print("owner:", account.owner)
print("successful withdrawals:", successes)
print("final balance:", await account.balance)

// expect: value: 300
// expect: alpha=100
// expect: beta=100
// expect: gamma=100
// expect: after tasks: 400
// expect: report: alpha=100 beta=100 gamma=100 task1=10 task2=20 task3=30 task4=40
// expect: owner: rosa
// expect: successful withdrawals: 10
// expect: final balance: 0
