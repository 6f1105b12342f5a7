// App code style: tiny dependency graph with topological sort and cycle detection
// known-gap: error: 3843-tiny-dependency-graph-topological.swift:30:13: Fatal error: Error raised at top level: main.DependencyGraph.SortError.cycle(["app", "core", "network", "tests", "ui"])
struct DependencyGraph<Node: Hashable & Comparable> {
    private var edges: [Node: Set<Node>] = [:]

    mutating func add(_ node: Node, dependsOn deps: Node...) {
        edges[node, default: []].formUnion(deps)
        for d in deps where edges[d] == nil { edges[d] = [] }
    }

    enum SortError: Error { case cycle([Node]) }

    func topologicalOrder() throws -> [Node] {
        var indegree: [Node: Int] = [:]
        var dependents: [Node: [Node]] = [:]
        for (n, deps) in edges {
            indegree[n, default: 0] += deps.count
            for d in deps { dependents[d, default: []].append(n) }
        }
        var ready = indegree.filter { $0.value == 0 }.map(\.key).sorted()
        var result: [Node] = []
        while !ready.isEmpty {
            let n = ready.removeFirst()
            result.append(n)
            for m in (dependents[n] ?? []).sorted() {
                indegree[m]! -= 1
                if indegree[m] == 0 { ready.append(m); ready.sort() }
            }
        }
        if result.count < edges.count {
            throw SortError.cycle(indegree.filter { $0.value > 0 }.map(\.key).sorted())
        }
        return result
    }

    func transitiveDeps(of node: Node) -> [Node] {
        var seen: Set<Node> = []
        var stack = Array(edges[node] ?? [])
        while let n = stack.popLast() {
            if seen.insert(n).inserted { stack.append(contentsOf: edges[n] ?? []) }
        }
        return seen.sorted()
    }
}

var g = DependencyGraph<String>()
g.add("app", dependsOn: "ui", "network")
g.add("ui", dependsOn: "core")
g.add("network", dependsOn: "core", "json")
g.add("json")
g.add("tests", dependsOn: "app")
print(try! g.topologicalOrder().joined(separator: " -> "))
print("app needs:", g.transitiveDeps(of: "app"))
print("core needs:", g.transitiveDeps(of: "core"))
g.add("core", dependsOn: "tests")
do {
    _ = try g.topologicalOrder()
} catch let DependencyGraph<String>.SortError.cycle(nodes) {
    print("cycle among:", nodes)
}
var nums = DependencyGraph<Int>()
nums.add(3, dependsOn: 1, 2)
nums.add(2, dependsOn: 1)
nums.add(5, dependsOn: 4)
print((try? nums.topologicalOrder()) ?? [])
// expect: core -> json -> network -> ui -> app -> tests
// expect: app needs: ["core", "json", "network", "ui"]
// expect: core needs: []
// expect: cycle among: ["app", "core", "network", "tests", "ui"]
// expect: [1, 2, 3, 4, 5]
