// Swift Evolution style (Sendable closures and globals): @Sendable functions, nonisolated(unsafe) globals and Sendable checking of captures
nonisolated(unsafe) var traceLog: [String] = []

struct Settings: Sendable {
    let retries: Int
    let label: String
}

final class Counter: @unchecked Sendable {
    private var n = 0
    func next() -> Int { n += 1; return n }
}

func schedule(_ work: @escaping @Sendable (Int) -> String) -> @Sendable (Int) -> String {
    { input in
        traceLog.append("run \(input)")
        return work(input)
    }
}

let settings = Settings(retries: 3, label: "sync")
let job = schedule { n in
    "\(settings.label)#\(n) x\(settings.retries)"
}
print(job(1))
print(job(2))

let counter = Counter()
let ticket: @Sendable () -> Int = { counter.next() }
print(ticket(), ticket(), ticket())

func runAll(_ works: [@Sendable () async -> Int]) async -> [Int] {
    var out: [Int] = []
    for w in works {
        out.append(await w())
    }
    return out
}

let base = 10
let results = await runAll([
    { base + 1 },
    { @Sendable in base * 2 },
    { await Task { base * base }.value },
])
print(results)

let task = Task.detached { @Sendable () -> Settings in
    Settings(retries: settings.retries + 1, label: settings.label.uppercased())
}
let upgraded = await task.value
print(upgraded.label, upgraded.retries)

let transform: @Sendable (String) -> String = \.localizedUppercaseFallback
print(["ab", "cd"].map(transform))
print(traceLog)

extension String {
    var localizedUppercaseFallback: String { uppercased() + "!" }
}
// expect: sync#1 x3
// expect: sync#2 x3
// expect: 1 2 3
// expect: [11, 20, 100]
// expect: SYNC 4
// expect: ["AB!", "CD!"]
// expect: ["run 1", "run 2"]
