// Concurrency: actors with isolated state, task groups, sorted deterministic results
// expected output: swiftc 6.3.1 (Linux), run on this machine
actor BankAccount {
    let owner: String
    private(set) var balance: Int
    private var ledger: [String] = []

    init(owner: String, balance: Int) {
        self.owner = owner
        self.balance = balance
    }

    func deposit(_ amount: Int) {
        balance += amount
        ledger.append("+\(amount)")
    }

    func withdraw(_ amount: Int) -> Bool {
        guard amount <= balance else {
            ledger.append("!\(amount)")
            return false
        }
        balance -= amount
        ledger.append("-\(amount)")
        return true
    }

    func transfer(_ amount: Int, to other: BankAccount) async -> Bool {
        guard withdraw(amount) else { return false }
        await other.deposit(amount)
        return true
    }

    func sortedLedger() -> [String] { ledger.sorted() }
}

func square(_ n: Int) async -> Int {
    await Task.yield()
    return n * n
}

let account = BankAccount(owner: "ana", balance: 100)
let savings = BankAccount(owner: "savings", balance: 0)

await withTaskGroup(of: Void.self) { group in
    for i in 1...10 {
        group.addTask { await account.deposit(i) }
    }
}
print("balance after deposits: \(await account.balance)")

let ok1 = await account.transfer(120, to: savings)
let ok2 = await account.transfer(500, to: savings)
print(ok1, ok2, await account.balance, await savings.balance)
print(await account.sortedLedger().suffix(3))

let squares = await withTaskGroup(of: (Int, Int).self, returning: [Int: Int].self) { group in
    for n in 1...6 { group.addTask { (n, await square(n)) } }
    var out: [Int: Int] = [:]
    for await (n, s) in group { out[n] = s }
    return out
}
print(squares.sorted { $0.key < $1.key }.map { "\($0.key)²=\($0.value)" }.joined(separator: " "))

enum JobError: Error { case bad(Int) }
do {
    let total = try await withThrowingTaskGroup(of: Int.self) { group in
        for n in [2, 4, 6] { group.addTask { n * 10 } }
        return try await group.reduce(0, +)
    }
    print("total \(total)")
    _ = try await withThrowingTaskGroup(of: Int.self) { group in
        group.addTask { throw JobError.bad(13) }
        return try await group.next()
    }
} catch {
    print("group threw \(error)")
}
let owner = account.owner
print("owner \(owner) (nonisolated let)")
// expect: balance after deposits: 155
// expect: true false 35 120
// expect: ["+8", "+9", "-120"]
// expect: 1²=1 2²=4 3²=9 4²=16 5²=25 6²=36
// expect: total 120
// expect: group threw bad(13)
// expect: owner ana (nonisolated let)
