// App code style: build scheduler grouping tasks into parallel levels from a dependency graph
struct Task: Hashable { let name: String; let cost: Int }

struct Scheduler {
    private var deps: [String: [String]] = [:]
    private var tasks: [String: Task] = [:]

    mutating func add(_ name: String, cost: Int, after: [String] = []) {
        tasks[name] = Task(name: name, cost: cost)
        deps[name] = after
    }

    func levels() -> Result<[[Task]], SchedulerError> {
        var remaining = Set(tasks.keys)
        var done: Set<String> = []
        var out: [[Task]] = []
        while !remaining.isEmpty {
            let ready = remaining.filter { (deps[$0] ?? []).allSatisfy(done.contains) }.sorted()
            if ready.isEmpty { return .failure(.cycle(remaining.sorted())) }
            if let missing = ready.lazy.flatMap({ deps[$0]! }).first(where: { tasks[$0] == nil }) {
                return .failure(.unknown(missing))
            }
            out.append(ready.map { tasks[$0]! })
            ready.forEach { remaining.remove($0); done.insert($0) }
        }
        return .success(out)
    }
}

enum SchedulerError: Error, CustomStringConvertible {
    case cycle([String]), unknown(String)
    var description: String {
        switch self { case .cycle(let n): return "cycle in \(n)"; case .unknown(let n): return "unknown \(n)" }
    }
}

func report(_ s: Scheduler) {
    switch s.levels() {
    case .success(let levels):
        var total = 0
        for (i, level) in levels.enumerated() {
            let span = level.map(\.cost).max() ?? 0
            total += span
            print("level \(i): \(level.map(\.name).joined(separator: ", ")) (span \(span))")
        }
        print("critical time: \(total), serial time: \(levels.joined().map(\.cost).reduce(0, +))")
    case .failure(let e):
        print("cannot schedule: \(e)")
    }
}

var s = Scheduler()
s.add("fetch", cost: 3)
s.add("lint", cost: 1, after: ["fetch"])
s.add("compile", cost: 5, after: ["fetch"])
s.add("test", cost: 4, after: ["compile"])
s.add("docs", cost: 2, after: ["fetch"])
s.add("package", cost: 2, after: ["test", "lint", "docs"])
report(s)
s.add("fetch", cost: 3, after: ["package"])
report(s)
// expect: level 0: fetch (span 3)
// expect: level 1: compile, docs, lint (span 5)
// expect: level 2: test (span 4)
// expect: level 3: package (span 2)
// expect: critical time: 14, serial time: 17
// expect: cannot schedule: cycle in ["compile", "docs", "fetch", "lint", "package", "test"]
