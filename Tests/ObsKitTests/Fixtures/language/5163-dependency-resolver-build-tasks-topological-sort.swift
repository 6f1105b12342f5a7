// App code style: dependency resolver for build tasks (topological sort)
struct Task2: Hashable {
    let name: String
    let deps: [String]
    let cost: Int
}

enum ResolveError: Error, CustomStringConvertible {
    case missing(task: String, dependency: String)
    case cycle([String])
    var description: String {
        switch self {
        case let .missing(t, d): return "\(t) depends on unknown \(d)"
        case .cycle(let path): return "cycle: " + path.joined(separator: " -> ")
        }
    }
}

func resolve(_ tasks: [Task2]) throws -> [String] {
    let byName = Dictionary(uniqueKeysWithValues: tasks.map { ($0.name, $0) })
    for t in tasks {
        if let missing = t.deps.first(where: { byName[$0] == nil }) {
            throw ResolveError.missing(task: t.name, dependency: missing)
        }
    }
    var order: [String] = []
    var done = Set<String>()
    var visiting: [String] = []

    func visit(_ name: String) throws {
        if done.contains(name) { return }
        if let i = visiting.firstIndex(of: name) {
            throw ResolveError.cycle(Array(visiting[i...]) + [name])
        }
        visiting.append(name)
        defer { visiting.removeLast() }
        for d in byName[name]!.deps.sorted() { try visit(d) }
        done.insert(name)
        order.append(name)
    }
    for t in tasks.map(\.name).sorted() { try visit(t) }
    return order
}

func criticalPath(_ tasks: [Task2], order: [String]) -> (Int, [String]) {
    let byName = Dictionary(uniqueKeysWithValues: tasks.map { ($0.name, $0) })
    var finish: [String: Int] = [:]
    var via: [String: String] = [:]
    for name in order {
        let t = byName[name]!
        let best = t.deps.max { (finish[$0]!, $1) < (finish[$1]!, $0) }
        finish[name] = (best.map { finish[$0]! } ?? 0) + t.cost
        via[name] = best
    }
    let end = finish.max { ($0.value, $1.key) < ($1.value, $0.key) }!
    var path = [end.key]
    while let prev = via[path[0]] { path.insert(prev, at: 0) }
    return (end.value, path)
}

let project = [
    Task2(name: "link", deps: ["compile-app", "compile-lib"], cost: 3),
    Task2(name: "compile-lib", deps: ["codegen"], cost: 8),
    Task2(name: "compile-app", deps: ["codegen", "assets"], cost: 5),
    Task2(name: "codegen", deps: [], cost: 2),
    Task2(name: "assets", deps: [], cost: 6),
    Task2(name: "package", deps: ["link", "docs"], cost: 1),
    Task2(name: "docs", deps: ["codegen"], cost: 4),
]

do {
    let order = try resolve(project)
    for (i, name) in order.enumerated() { print("\(i + 1). \(name)") }
    let (total, path) = criticalPath(project, order: order)
    print("critical path (\(total)): \(path.joined(separator: " > "))")
    print("serial cost: \(project.map(\.cost).reduce(0, +))")
} catch { print("error: \(error)") }

let broken = project + [Task2(name: "test", deps: ["fixtures"], cost: 2)]
do { _ = try resolve(broken) } catch { print("error: \(error)") }
let cyclic = [Task2(name: "a", deps: ["b"], cost: 1), Task2(name: "b", deps: ["c"], cost: 1), Task2(name: "c", deps: ["a"], cost: 1)]
do { _ = try resolve(cyclic) } catch let e as ResolveError { print("error: \(e)") }
let roots = project.filter(\.deps.isEmpty).map(\.name).sorted()
let leaves = Set(project.map(\.name)).subtracting(project.flatMap(\.deps)).sorted()
print("roots: \(roots), leaves: \(leaves)")

// expect: 1. assets
// expect: 2. codegen
// expect: 3. compile-app
// expect: 4. compile-lib
// expect: 5. docs
// expect: 6. link
// expect: 7. package
// expect: critical path (15): assets > compile-app > link > package
// expect: serial cost: 29
// expect: error: test depends on unknown fixtures
// expect: error: cycle: a -> b -> c -> a
// expect: roots: ["assets", "codegen"], leaves: ["package"]
