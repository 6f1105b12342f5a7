// App code style: depth-first search for build-order topological sort with cycle detection
enum BuildError: Error, CustomStringConvertible {
    case cycle([String])
    case unknownTarget(String)

    var description: String {
        switch self {
        case .cycle(let path): return "cycle detected: \(path.joined(separator: " -> "))"
        case .unknownTarget(let name): return "unknown target '\(name)'"
        }
    }
}

final class DependencyGraph {
    private var edges: [String: [String]] = [:]

    func add(_ target: String, dependsOn deps: [String] = []) {
        edges[target] = deps
    }

    func buildOrder() throws -> [String] {
        enum Mark { case visiting, done }
        var marks: [String: Mark] = [:]
        var order: [String] = []
        var stack: [String] = []

        func visit(_ node: String) throws {
            guard let deps = edges[node] else { throw BuildError.unknownTarget(node) }
            switch marks[node] {
            case .done?: return
            case .visiting?:
                let start = stack.firstIndex(of: node)!
                throw BuildError.cycle(Array(stack[start...]) + [node])
            case nil: break
            }
            marks[node] = .visiting
            stack.append(node)
            for dep in deps.sorted() {
                try visit(dep)
            }
            stack.removeLast()
            marks[node] = .done
            order.append(node)
        }

        for node in edges.keys.sorted() {
            try visit(node)
        }
        return order
    }

    func depth(of node: String) -> Int {
        let deps = edges[node] ?? []
        return deps.isEmpty ? 0 : 1 + deps.map { depth(of: $0) }.max()!
    }
}

let graph = DependencyGraph()
graph.add("App", dependsOn: ["Networking", "UIKitExtras", "Models"])
graph.add("Networking", dependsOn: ["Models", "Logging"])
graph.add("UIKitExtras", dependsOn: ["Logging"])
graph.add("Models", dependsOn: ["Logging"])
graph.add("Logging")
graph.add("Tests", dependsOn: ["App"])

do {
    let order = try graph.buildOrder()
    print("Build order:")
    for (i, target) in order.enumerated() {
        print("  \(i + 1). \(target) (depth \(graph.depth(of: target)))")
    }
} catch {
    print("Failed: \(error)")
}

graph.add("Logging", dependsOn: ["Analytics"])
do {
    _ = try graph.buildOrder()
    print("unexpected success")
} catch let error as BuildError {
    print("Failed: \(error)")
}

graph.add("Analytics", dependsOn: ["Networking"])
do {
    _ = try graph.buildOrder()
} catch {
    print("Failed: \(error)")
}

let small = DependencyGraph()
small.add("A", dependsOn: ["B"])
small.add("B", dependsOn: ["C"])
small.add("C", dependsOn: ["A"])
small.add("D")
do {
    print(try small.buildOrder())
} catch BuildError.cycle(let path) {
    print("Cycle of length \(path.count - 1): \(path)")
} catch {
    print("other: \(error)")
}

let flat = DependencyGraph()
for name in ["zeta", "alpha", "mid"] { flat.add(name) }
print((try? flat.buildOrder()) ?? [])

// expect: Build order:
// expect:   1. Logging (depth 0)
// expect:   2. Models (depth 1)
// expect:   3. Networking (depth 2)
// expect:   4. UIKitExtras (depth 1)
// expect:   5. App (depth 3)
// expect:   6. Tests (depth 4)
// expect: Failed: unknown target 'Analytics'
// expect: Failed: cycle detected: Analytics -> Networking -> Logging -> Analytics
// expect: Cycle of length 3: ["A", "B", "C", "A"]
// expect: ["alpha", "mid", "zeta"]
