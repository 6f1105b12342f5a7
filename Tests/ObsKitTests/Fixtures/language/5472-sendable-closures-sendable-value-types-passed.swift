// Swift concurrency style (SE-0302): @Sendable closures and Sendable value types passed into tasks
struct Config: Sendable { let name: String; let retries: Int }

func runAll(_ jobs: [@Sendable () -> String]) async -> [String] {
    await withTaskGroup(of: (Int, String).self) { group in
        for (i, job) in jobs.enumerated() {
            group.addTask { (i, job()) }
        }
        var out: [(Int, String)] = []
        for await r in group { out.append(r) }
        return out.sorted { $0.0 < $1.0 }.map(\.1)
    }
}

let config = Config(name: "svc", retries: 3)
let prefix = "job"
let jobs: [@Sendable () -> String] = (1...4).map { n in
    { "\(prefix)\(n) for \(config.name) x\(config.retries * n)" }
}
for line in await runAll(jobs) { print(line) }

let doubler: @Sendable (Int) -> Int = { $0 * 2 }
let task = Task { doubler(21) }
print(await task.value)

func compose<A, B, C>(_ f: @escaping @Sendable (A) -> B, _ g: @escaping @Sendable (B) -> C) -> @Sendable (A) -> C {
    { g(f($0)) }
}
let pipeline = compose(doubler) { "<\($0)>" }
print(pipeline(5))

// expect: job1 for svc x3
// expect: job2 for svc x6
// expect: job3 for svc x9
// expect: job4 for svc x12
// expect: 42
// expect: <10>
