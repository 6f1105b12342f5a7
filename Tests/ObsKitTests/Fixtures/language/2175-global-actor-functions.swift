// Swift Evolution style (SE-0316): custom global actors isolating functions, types and variables
@globalActor
actor AuditActor {
    static let shared = AuditActor()
}

enum Audit {
    @AuditActor static var log: [String] = []
}

@AuditActor func record(_ entry: String) {
    Audit.log.append(entry)
}

@AuditActor func entryCount() -> Int { Audit.log.count }

@AuditActor
final class Ledger {
    var entries: [Int] = []
    func add(_ n: Int) {
        entries.append(n)
        record("add \(n)")
    }
    var total: Int { entries.reduce(0, +) }
    nonisolated func label() -> String { "ledger" }
}

@MainActor func mainActorGreeting() -> String { "hello from main actor" }

@AuditActor func makeLedgerAndTotal() -> Int {
    let l = Ledger()
    for n in [5, 10, 15] { l.add(n) }
    return l.total
}

print(await mainActorGreeting())
let total = await makeLedgerAndTotal()
print("total:", total)
await record("manual entry")
print("entries:", await entryCount())
for line in await Audit.log { print(" -", line) }

func detachedWork() async -> Int {
    await Task.detached {
        await record("from detached")
        return await entryCount()
    }.value
}
print("after detached:", await detachedWork())

let ledger = await Ledger()
print(ledger.label())
await ledger.add(100)
print("ledger total:", await ledger.total)
print("final count:", await entryCount())

// expect: hello from main actor
// expect: total: 30
// expect: entries: 4
// expect:  - add 5
// expect:  - add 10
// expect:  - add 15
// expect:  - manual entry
// expect: after detached: 5
// expect: ledger
// expect: ledger total: 100
// expect: final count: 6
