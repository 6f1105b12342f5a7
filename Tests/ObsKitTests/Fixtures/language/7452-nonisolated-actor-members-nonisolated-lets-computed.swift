// Swift Evolution style (nonisolated actor members): nonisolated lets, computed properties and protocol conformances on an actor
actor Counter: CustomStringConvertible, Hashable {
    nonisolated let name: String
    nonisolated let step: Int
    private var value = 0
    private var peak = 0

    init(name: String, step: Int = 1) {
        self.name = name
        self.step = step
    }

    nonisolated var description: String { "Counter(\(name), step \(step))" }

    nonisolated static func == (a: Counter, b: Counter) -> Bool { a.name == b.name }
    nonisolated func hash(into h: inout Hasher) { h.combine(name) }

    nonisolated func label(for n: Int) -> String { "\(name)#\(n)" }

    func tick(_ times: Int = 1) -> Int {
        for _ in 0..<times {
            value += step
            peak = max(peak, value)
        }
        return value
    }

    func reset() -> Int {
        defer { value = 0 }
        return value
    }

    var snapshot: (value: Int, peak: Int) { (value, peak) }
}

let a = Counter(name: "visits")
let b = Counter(name: "errors", step: 5)
print(a, b)
print(a.name, b.step, a.label(for: 3))

print(await a.tick(3))
print(await b.tick())
print(await b.tick(2))
print(await a.reset(), await a.tick())
let snap = await b.snapshot
print("value \(snap.value), peak \(snap.peak)")

let set: Set<Counter> = [a, b, Counter(name: "visits", step: 9)]
print(set.count, set.map(\.name).sorted())

func summarize(_ counters: [Counter]) async -> [String] {
    var lines: [String] = []
    for c in counters {
        let s = await c.snapshot
        lines.append("\(c.name)=\(s.value)/\(s.peak)")
    }
    return lines
}
print(await summarize([a, b]))
// expect: Counter(visits, step 1) Counter(errors, step 5)
// expect: visits 5 visits#3
// expect: 3
// expect: 5
// expect: 15
// expect: 3 1
// expect: value 15, peak 15
// expect: 2 ["errors", "visits"]
// expect: ["visits=1/3", "errors=15/15"]
