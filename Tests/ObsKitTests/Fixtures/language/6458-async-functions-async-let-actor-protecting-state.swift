// Swift Apprentice style (concurrency): async functions, async let, an actor protecting state, and a task group summed in order
actor BankVault {
    private(set) var balance = 0
    private var log: [String] = []
    func deposit(_ amount: Int) {
        balance += amount
        log.append("+\(amount)")
    }
    func withdraw(_ amount: Int) -> Bool {
        guard amount <= balance else { log.append("denied \(amount)"); return false }
        balance -= amount
        log.append("-\(amount)")
        return true
    }
    func history() -> [String] { log }
}
func fetchScore(for player: String) async -> Int {
    await Task.yield()
    return player.count * 10
}
func square(_ n: Int) async -> Int { n * n }

let vault = BankVault()
await vault.deposit(100)
let ok = await vault.withdraw(30)
let denied = await vault.withdraw(500)
print(ok, denied, await vault.balance)
print(await vault.history())

async let a = fetchScore(for: "Ann")
async let b = fetchScore(for: "Bartholomew")
let scores = await [a, b]
print(scores, scores.reduce(0, +))

let squares = await withTaskGroup(of: (Int, Int).self) { group in
    for i in 1...5 {
        group.addTask { (i, await square(i)) }
    }
    var results: [(Int, Int)] = []
    for await pair in group { results.append(pair) }
    return results.sorted { $0.0 < $1.0 }
}
print(squares.map { "\($0.0)^2=\($0.1)" }.joined(separator: " "))

let total = await withTaskGroup(of: Int.self, returning: Int.self) { group in
    for n in [3, 4, 5] { group.addTask { await square(n) } }
    return await group.reduce(0, +)
}
print("sum of squares:", total)

await withTaskGroup(of: Void.self) { group in
    for amount in [10, 20, 30] {
        group.addTask { await vault.deposit(amount) }
    }
}
print("after group:", await vault.balance)
let task = Task { () -> String in
    let s = await fetchScore(for: "Zo")
    return "task result \(s)"
}
print(await task.value)

// expect: true false 70
// expect: ["+100", "-30", "denied 500"]
// expect: [30, 110] 140
// expect: 1^2=1 2^2=4 3^2=9 4^2=16 5^2=25
// expect: sum of squares: 50
// expect: after group: 130
// expect: task result 20
