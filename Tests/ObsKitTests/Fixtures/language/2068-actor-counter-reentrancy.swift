// Compiler test style: actor state consistency under concurrent task group calls, nonisolated members, isolated parameters
actor Counter {
    private var counts: [String: Int] = [:]
    private(set) var operations = 0

    func increment(_ key: String, by n: Int = 1) {
        counts[key, default: 0] += n
        operations += 1
    }

    func snapshot() -> [(String, Int)] {
        counts.sorted { $0.key < $1.key }
    }

    nonisolated func describe(_ key: String) -> String { "counter[\(key)]" }
}

func bump(_ c: isolated Counter, keys: [String]) {
    for k in keys { c.increment(k) }
}

let counter = Counter()

await withTaskGroup(of: Void.self) { group in
    for i in 0..<50 {
        group.addTask {
            await counter.increment(i % 3 == 0 ? "fizz" : "other")
        }
    }
}
for (k, v) in await counter.snapshot() { print(k, v) }
print("ops:", await counter.operations)

await bump(counter, keys: ["a", "b", "a"])
print(await counter.snapshot().map { "\($0.0)=\($0.1)" }.joined(separator: ","))
print(counter.describe("a"))

actor Ledger {
    var entries: [Int] = []
    func add(_ x: Int) async -> Int {
        entries.append(x)
        return entries.count
    }
}
let ledger = Ledger()
let positions = await withTaskGroup(of: Int.self) { group in
    for x in 1...10 { group.addTask { await ledger.add(x * x) } }
    var ps: [Int] = []
    for await p in group { ps.append(p) }
    return ps.sorted()
}
print(positions)
print(await ledger.entries.sorted())
print(await ledger.entries.reduce(0, +))

// expect: fizz 17
// expect: other 33
// expect: ops: 50
// expect: a=2,b=1,fizz=17,other=33
// expect: counter[a]
// expect: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
// expect: [1, 4, 9, 16, 25, 36, 49, 64, 81, 100]
// expect: 385
