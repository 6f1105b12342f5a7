// Compiler test style (concurrency): @Sendable closures stored in actors and passed to tasks
actor EventBus {
    private var handlers: [String: [@Sendable (Int) -> String]] = [:]
    func subscribe(_ topic: String, _ handler: @escaping @Sendable (Int) -> String) {
        handlers[topic, default: []].append(handler)
    }
    func publish(_ topic: String, _ value: Int) -> [String] {
        (handlers[topic] ?? []).map { $0(value) }
    }
    func topics() -> [String] { handlers.keys.sorted() }
}

let bus = EventBus()
let prefix = "got"
await bus.subscribe("temp") { "\(prefix) temp \($0)C" }
await bus.subscribe("temp") { v in v > 30 ? "alert: hot" : "ok" }
await bus.subscribe("load") { "load \($0)%" }

print(await bus.topics())
for line in await bus.publish("temp", 35) { print(line) }
for line in await bus.publish("temp", 12) { print(line) }
print(await bus.publish("load", 80))
print("unknown:", await bus.publish("none", 1))

func runAll(_ jobs: [@Sendable () async -> Int]) async -> [Int] {
    await withTaskGroup(of: (Int, Int).self) { group in
        for (i, job) in jobs.enumerated() {
            group.addTask { (i, await job()) }
        }
        var out = Array(repeating: 0, count: jobs.count)
        for await (i, v) in group { out[i] = v }
        return out
    }
}

let base = 7
let jobs: [@Sendable () async -> Int] = [
    { base },
    { base * base },
    { await Task { base + 1 }.value },
    { (1...base).reduce(0, +) },
]
print("jobs:", await runAll(jobs))

struct Transformer: Sendable {
    let name: String
    let apply: @Sendable (String) -> String
}
let transformers = [
    Transformer(name: "shout") { $0.uppercased() + "!" },
    Transformer(name: "mirror") { $0 + String($0.reversed()) },
]
let outputs = await withTaskGroup(of: String.self) { g in
    for t in transformers { g.addTask { "\(t.name): \(t.apply("abc"))" } }
    var out: [String] = []
    for await o in g { out.append(o) }
    return out.sorted()
}
outputs.forEach { print($0) }

// expect: ["load", "temp"]
// expect: got temp 35C
// expect: alert: hot
// expect: got temp 12C
// expect: ok
// expect: ["load 80%"]
// expect: unknown: []
// expect: jobs: [7, 49, 8, 28]
// expect: mirror: abccba
// expect: shout: ABC!
