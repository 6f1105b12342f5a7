// App code style: build-system task ordering with Kahn's algorithm and DFS cycle detection
struct DependencyGraph {
    private(set) var deps: [String: Set<String>] = [:]   // task -> tasks it depends on

    mutating func add(_ task: String, dependsOn others: [String] = []) {
        deps[task, default: []].formUnion(others)
        for o in others where deps[o] == nil { deps[o] = [] }
    }

    // Kahn's algorithm; picks alphabetically smallest ready task for deterministic output.
    func buildOrder() -> [String]? {
        var remaining = deps.mapValues { $0.count }
        var dependents: [String: [String]] = [:]
        for (task, ds) in deps { for d in ds { dependents[d, default: []].append(task) } }
        var ready = remaining.filter { $0.value == 0 }.map(\.key).sorted(by: >)
        var order: [String] = []
        while let next = ready.popLast() {
            order.append(next)
            for t in dependents[next] ?? [] {
                remaining[t]! -= 1
                if remaining[t] == 0 {
                    ready.append(t)
                    ready.sort(by: >)
                }
            }
        }
        return order.count == deps.count ? order : nil
    }

    func findCycle() -> [String]? {
        enum Mark { case visiting, done }
        var marks: [String: Mark] = [:]
        var path: [String] = []
        func visit(_ t: String) -> [String]? {
            if marks[t] == .done { return nil }
            if marks[t] == .visiting {
                let start = path.firstIndex(of: t)!
                return Array(path[start...]) + [t]
            }
            marks[t] = .visiting
            path.append(t)
            for d in (deps[t] ?? []).sorted() {
                if let c = visit(d) { return c }
            }
            path.removeLast()
            marks[t] = .done
            return nil
        }
        for t in deps.keys.sorted() {
            if let c = visit(t) { return c }
        }
        return nil
    }

    func levels() -> [[String]] {
        var level: [String: Int] = [:]
        func depth(_ t: String) -> Int {
            if let l = level[t] { return l }
            let l = (deps[t] ?? []).map { depth($0) + 1 }.max() ?? 0
            level[t] = l
            return l
        }
        deps.keys.forEach { _ = depth($0) }
        let maxLevel = level.values.max() ?? -1
        return (0...max(maxLevel, 0)).map { l in level.filter { $0.value == l }.map(\.key).sorted() }
    }
}

var build = DependencyGraph()
build.add("app", dependsOn: ["ui", "network", "models"])
build.add("ui", dependsOn: ["models", "design"])
build.add("network", dependsOn: ["models", "logging"])
build.add("models", dependsOn: ["logging"])
build.add("tests", dependsOn: ["app"])
build.add("docs")
print("order:", build.buildOrder()?.joined(separator: " -> ") ?? "cycle")
print("cycle:", build.findCycle() as Any)
for (i, tasks) in build.levels().enumerated() {
    print("level \(i): \(tasks.joined(separator: ", "))")
}

var broken = build
broken.add("logging", dependsOn: ["app"])
print("broken order:", broken.buildOrder() ?? ["<cycle>"])
print("broken cycle:", broken.findCycle()!.joined(separator: " -> "))

var courses = DependencyGraph()
for (c, pre) in [("algo2", ["algo1"]), ("algo1", ["intro", "math"]), ("ml", ["algo1", "stats"]), ("stats", ["math"])] {
    courses.add(c, dependsOn: pre)
}
print("courses:", courses.buildOrder()!)
print("count:", courses.deps.count, "leaves:", courses.deps.filter { $0.value.isEmpty }.keys.sorted())

// expect: order: design -> docs -> logging -> models -> network -> ui -> app -> tests
// expect: cycle: nil
// expect: level 0: design, docs, logging
// expect: level 1: models
// expect: level 2: network, ui
// expect: level 3: app
// expect: level 4: tests
// expect: broken order: ["<cycle>"]
// expect: broken cycle: app -> models -> logging -> app
// expect: courses: ["intro", "math", "algo1", "algo2", "stats", "ml"]
// expect: count: 6 leaves: ["intro", "math"]
