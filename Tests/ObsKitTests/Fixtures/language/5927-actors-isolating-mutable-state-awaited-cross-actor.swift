// Swift book style (Concurrency): actors isolating mutable state, awaited cross-actor calls, nonisolated members, Sendable value types and MainActor functions
struct Reading: Sendable {
    let station: String
    let value: Int
}
actor Logger {
    let name: String
    private var entries: [Reading] = []
    private(set) var maxSeen = Int.min
    init(name: String) { self.name = name }
    func record(_ r: Reading) {
        entries.append(r)
        maxSeen = max(maxSeen, r.value)
    }
    func average() -> Double {
        entries.isEmpty ? 0 : Double(entries.map(\.value).reduce(0, +)) / Double(entries.count)
    }
    nonisolated func label() -> String { "log:\(name)" }
    var count: Int { entries.count }
}
actor Bank {
    var balance = 0
    func deposit(_ n: Int) { balance += n }
    func transfer(_ n: Int, to other: Bank) async -> Bool {
        guard balance >= n else { return false }
        balance -= n
        await other.deposit(n)
        return true
    }
}
@MainActor func announce(_ s: String) { print("main actor:", s) }

let log = Logger(name: "north")
print(log.label(), log.name)
for (i, v) in [12, 30, 7].enumerated() {
    await log.record(Reading(station: "s\(i)", value: v))
}
print(await log.count, await log.maxSeen, await log.average())

await withTaskGroup(of: Void.self) { group in
    for v in 1...20 {
        group.addTask { await log.record(Reading(station: "g", value: v)) }
    }
}
print(await log.count, await log.maxSeen)

let a = Bank(), b = Bank()
await a.deposit(100)
print(await a.transfer(70, to: b), await a.transfer(70, to: b))
print(await a.balance, await b.balance)
await announce("finished with \(await b.balance)")
let counter = Bank()
await withTaskGroup(of: Void.self) { g in
    for _ in 0..<50 { g.addTask { await counter.deposit(2) } }
}
print("counter", await counter.balance)

// expect: log:north north
// expect: 3 30 16.333333333333332
// expect: 23 30
// expect: true false
// expect: 30 70
// expect: main actor: finished with 70
// expect: counter 100
