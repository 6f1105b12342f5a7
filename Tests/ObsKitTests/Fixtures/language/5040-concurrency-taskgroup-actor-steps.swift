// Concurrency: task groups with deterministic collection, actors, actor isolation, isolated state
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A fitness app keeps each user's daily step counts in an actor.
actor StepTracker {
    let owner: String
    var days: [Int]
    private(set) var best: Int
    init(owner: String, firstDay: Int) {
        self.owner = owner
        days = [firstDay]
        best = firstDay
    }
    func log(_ steps: Int) {
        days.append(steps)
        if steps > best { best = steps }
    }
    func summary() -> String { "\(owner): \(days.count) days, best \(best)" }
}
let tracker = StepTracker(owner: "Ines", firstDay: 8200)
print(await tracker.best)
await tracker.log(11050)
await tracker.log(4300)
print(await tracker.summary())
print(tracker.owner)

func square(_ n: Int) async -> Int { n * n }
let squares = await withTaskGroup(of: (Int, Int).self) { group in
    for i in 1...6 {
        group.addTask { (i, await square(i)) }
    }
    var results: [(Int, Int)] = []
    for await r in group { results.append(r) }
    return results.sorted { $0.0 < $1.0 }.map { $0.1 }
}
print(squares)

let total = await withTaskGroup(of: Int.self, returning: Int.self) { group in
    for i in 1...100 { group.addTask { i } }
    return await group.reduce(0, +)
}
print(total)

actor BankAccount {
    private var balance = 0
    func deposit(_ amount: Int) { balance += amount }
    func current() -> Int { balance }
}
let account = BankAccount()
await withTaskGroup(of: Void.self) { group in
    for _ in 0..<50 { group.addTask { await account.deposit(2) } }
}
print("balance: \(await account.current())")

enum FetchError: Error { case bad(Int) }
do {
    let r = try await withThrowingTaskGroup(of: Int.self) { group -> Int in
        for i in [1, 2, 3] {
            group.addTask {
                if i == 2 { throw FetchError.bad(i) }
                return i
            }
        }
        var sum = 0
        for try await v in group { sum += v }
        return sum
    }
    print("sum \(r)")
} catch {
    print("group threw \(error)")
}
@MainActor func mainOnly() -> String { "on main actor" }
print(await mainOnly())
struct Reading: Sendable { let value: Int }
let reading = Reading(value: 3)
let doubled = await Task.detached { reading.value * 2 }.value
print(doubled)
// expect: 8200
// expect: Ines: 3 days, best 11050
// expect: Ines
// expect: [1, 4, 9, 16, 25, 36]
// expect: 5050
// expect: balance: 100
// expect: group threw bad(2)
// expect: on main actor
// expect: 6
