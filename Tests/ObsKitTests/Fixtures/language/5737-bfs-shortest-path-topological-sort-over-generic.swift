// Hacking with Swift style (graph algorithms): BFS shortest path and topological sort over a generic adjacency-list graph
struct Graph<Node: Hashable & Comparable> {
    private(set) var edges: [Node: [Node]] = [:]

    mutating func connect(_ a: Node, _ b: Node, bidirectional: Bool = false) {
        edges[a, default: []].append(b)
        if edges[b] == nil { edges[b] = [] }
        if bidirectional { edges[b]!.append(a) }
    }

    func shortestPath(from start: Node, to goal: Node) -> [Node]? {
        var previous: [Node: Node] = [:]
        var queue = [start]
        var visited: Set<Node> = [start]
        while !queue.isEmpty {
            let node = queue.removeFirst()
            if node == goal {
                var path = [goal]
                while let p = previous[path.last!] { path.append(p) }
                return path.reversed()
            }
            for next in (edges[node] ?? []).sorted() where !visited.contains(next) {
                visited.insert(next)
                previous[next] = node
                queue.append(next)
            }
        }
        return nil
    }

    func topologicalOrder() -> [Node]? {
        var indegree = edges.mapValues { _ in 0 }
        for targets in edges.values { for t in targets { indegree[t, default: 0] += 1 } }
        var ready = indegree.filter { $0.value == 0 }.map(\.key).sorted()
        var order: [Node] = []
        while !ready.isEmpty {
            let n = ready.removeFirst()
            order.append(n)
            for t in edges[n] ?? [] {
                indegree[t]! -= 1
                if indegree[t] == 0 { ready.append(t); ready.sort() }
            }
        }
        return order.count == indegree.count ? order : nil
    }
}

var metro = Graph<String>()
for (a, b) in [("A", "B"), ("B", "C"), ("C", "D"), ("A", "E"), ("E", "D"), ("D", "F")] {
    metro.connect(a, b, bidirectional: true)
}
print(metro.shortestPath(from: "A", to: "F")!.joined(separator: "->"))
print(metro.shortestPath(from: "C", to: "E")!, metro.shortestPath(from: "F", to: "F")!)

var build = Graph<String>()
for (a, b) in [("fetch", "compile"), ("configure", "compile"), ("compile", "link"), ("compile", "test"), ("link", "package")] {
    build.connect(a, b)
}
print(build.topologicalOrder() ?? [])
build.connect("package", "configure")
print(build.topologicalOrder() as Any)

var numbers = Graph<Int>()
numbers.connect(1, 2); numbers.connect(2, 3); numbers.connect(5, 6)
print(numbers.shortestPath(from: 1, to: 3) ?? [], numbers.shortestPath(from: 1, to: 6) ?? [], numbers.topologicalOrder()!)

// expect: A->E->D->F
// expect: ["C", "D", "E"] ["F"]
// expect: ["configure", "fetch", "compile", "link", "package", "test"]
// expect: nil
// expect: [1, 2, 3] [] [1, 2, 3, 5, 6]
