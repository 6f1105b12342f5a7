// Graph traversal: BFS shortest path, iterative and recursive DFS on an adjacency list
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Graph {
    private(set) var adjacency: [String: [String]] = [:]

    mutating func addEdge(_ a: String, _ b: String) {
        adjacency[a, default: []].append(b)
        adjacency[b, default: []].append(a)
    }

    func neighbors(of v: String) -> [String] {
        (adjacency[v] ?? []).sorted()
    }

    func bfsPath(from start: String, to goal: String) -> [String]? {
        var queue = [start]
        var parent: [String: String] = [:]
        var visited: Set<String> = [start]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            if current == goal {
                var path = [goal]
                while let p = parent[path[0]] { path.insert(p, at: 0) }
                return path
            }
            for n in neighbors(of: current) where !visited.contains(n) {
                visited.insert(n)
                parent[n] = current
                queue.append(n)
            }
        }
        return nil
    }

    func dfs(from start: String) -> [String] {
        var order: [String] = []
        var visited = Set<String>()
        func visit(_ v: String) {
            guard visited.insert(v).inserted else { return }
            order.append(v)
            neighbors(of: v).forEach(visit)
        }
        visit(start)
        return order
    }

    func componentCount() -> Int {
        var seen = Set<String>()
        var count = 0
        for v in adjacency.keys.sorted() where !seen.contains(v) {
            count += 1
            var stack = [v]
            while let top = stack.popLast() {
                if seen.insert(top).inserted { stack.append(contentsOf: neighbors(of: top)) }
            }
        }
        return count
    }
}

var g = Graph()
for (a, b) in [("A", "B"), ("A", "C"), ("B", "D"), ("C", "D"), ("D", "E"), ("F", "G")] {
    g.addEdge(a, b)
}
print("BFS A->E:", g.bfsPath(from: "A", to: "E")?.joined(separator: " -> ") ?? "unreachable")
print("BFS A->G:", g.bfsPath(from: "A", to: "G")?.joined(separator: " -> ") ?? "unreachable")
print("DFS from A:", g.dfs(from: "A"))
print("DFS from F:", g.dfs(from: "F"))
print("components:", g.componentCount())
// expect: BFS A->E: A -> B -> D -> E
// expect: BFS A->G: unreachable
// expect: DFS from A: ["A", "B", "D", "C", "E"]
// expect: DFS from F: ["F", "G"]
// expect: components: 2
