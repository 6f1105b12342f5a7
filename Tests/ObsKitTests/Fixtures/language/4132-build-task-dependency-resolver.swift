// App code style: build task dependency resolver with topological sort and cycle detection
enum BuildError: Error, CustomStringConvertible {
    case unknownTask(String)
    case cycle([String])
    var description: String {
        switch self {
        case .unknownTask(let t): return "unknown task '\(t)'"
        case .cycle(let path): return "cycle: " + path.joined(separator: " -> ")
        }
    }
}

struct Task {
    let name: String
    let deps: [String]
    let cost: Int
}

struct BuildGraph {
    private var tasks: [String: Task] = [:]

    mutating func add(_ name: String, cost: Int = 1, dependsOn deps: String...) {
        tasks[name] = Task(name: name, deps: deps, cost: cost)
    }

    func order(for target: String) throws -> [String] {
        var result: [String] = []
        var state: [String: Bool] = [:]   // false = visiting, true = done
        var stack: [String] = []
        func visit(_ n: String) throws {
            if state[n] == true { return }
            if state[n] == false {
                let start = stack.firstIndex(of: n)!
                throw BuildError.cycle(Array(stack[start...]) + [n])
            }
            guard let t = tasks[n] else { throw BuildError.unknownTask(n) }
            state[n] = false
            stack.append(n)
            for d in t.deps.sorted() { try visit(d) }
            stack.removeLast()
            state[n] = true
            result.append(n)
        }
        try visit(target)
        return result
    }

    func criticalPath(_ target: String) -> (cost: Int, path: [String]) {
        var memo: [String: (Int, [String])] = [:]
        func best(_ n: String) -> (Int, [String]) {
            if let m = memo[n] { return m }
            let t = tasks[n]!
            let sub = t.deps.map(best).max { $0.0 < $1.0 } ?? (0, [])
            let r = (sub.0 + t.cost, sub.1 + [n])
            memo[n] = r
            return r
        }
        let r = best(target)
        return (r.0, r.1)
    }
}

var g = BuildGraph()
g.add("fetch", cost: 3)
g.add("codegen", cost: 2, dependsOn: "fetch")
g.add("compileCore", cost: 5, dependsOn: "codegen")
g.add("compileUI", cost: 4, dependsOn: "fetch")
g.add("link", cost: 2, dependsOn: "compileCore", "compileUI")
g.add("test", cost: 6, dependsOn: "link")
g.add("package", cost: 1, dependsOn: "link", "docs")
g.add("docs", cost: 2, dependsOn: "codegen")

for target in ["link", "test", "package", "deploy"] {
    do {
        print(target + ":", try g.order(for: target).joined(separator: ", "))
    } catch {
        print(target + ": error:", error)
    }
}
let cp = g.criticalPath("test")
print("critical path cost \(cp.cost): \(cp.path)")
g.add("fetch", cost: 3, dependsOn: "test")
do { _ = try g.order(for: "package") } catch let e as BuildError { print(e) }
g.add("orphan", dependsOn: "missing")
do { _ = try g.order(for: "orphan") } catch { print("\(error)") }
// expect: link: fetch, codegen, compileCore, compileUI, link
// expect: test: fetch, codegen, compileCore, compileUI, link, test
// expect: package: fetch, codegen, docs, compileCore, compileUI, link, package
// expect: deploy: error: unknown task 'deploy'
// expect: critical path cost 18: ["fetch", "codegen", "compileCore", "link", "test"]
// expect: cycle: codegen -> fetch -> test -> link -> compileCore -> codegen
// expect: unknown task 'missing'
