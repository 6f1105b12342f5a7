// Compiler test style: adjacency-list graph with BFS, DFS, shortest path and components
struct Graph {
    private(set) var adjacency: [String: Set<String>] = [:]

    mutating func addEdge(_ a: String, _ b: String) {
        adjacency[a, default: []].insert(b)
        adjacency[b, default: []].insert(a)
    }
    mutating func addVertex(_ v: String) {
        if adjacency[v] == nil { adjacency[v] = [] }
    }

    func neighbors(_ v: String) -> [String] {
        (adjacency[v] ?? []).sorted()
    }

    func bfs(from start: String) -> [String] {
        var visited: Set<String> = [start]
        var queue = [start]
        var index = 0
        var order: [String] = []
        while index < queue.count {
            let v = queue[index]
            index += 1
            order.append(v)
            for n in neighbors(v) where !visited.contains(n) {
                visited.insert(n)
                queue.append(n)
            }
        }
        return order
    }

    func dfs(from start: String) -> [String] {
        var visited = Set<String>()
        var order: [String] = []
        func visit(_ v: String) {
            guard visited.insert(v).inserted else { return }
            order.append(v)
            neighbors(v).forEach(visit)
        }
        visit(start)
        return order
    }

    func shortestPath(from a: String, to b: String) -> [String]? {
        var previous: [String: String] = [:]
        var visited: Set<String> = [a]
        var queue = [a]
        while !queue.isEmpty {
            let v = queue.removeFirst()
            if v == b {
                var path = [b]
                while let p = previous[path[0]] { path.insert(p, at: 0) }
                return path
            }
            for n in neighbors(v) where !visited.contains(n) {
                visited.insert(n)
                previous[n] = v
                queue.append(n)
            }
        }
        return nil
    }

    func components() -> [[String]] {
        var seen = Set<String>()
        var result: [[String]] = []
        for v in adjacency.keys.sorted() where !seen.contains(v) {
            let comp = dfs(from: v)
            seen.formUnion(comp)
            result.append(comp.sorted())
        }
        return result
    }
}

var g = Graph()
let edges = [("A", "B"), ("A", "C"), ("B", "D"), ("C", "D"), ("D", "E"), ("F", "G")]
for (a, b) in edges { g.addEdge(a, b) }
g.addVertex("H")
print("BFS A:", g.bfs(from: "A").joined(separator: " "))
print("DFS A:", g.dfs(from: "A").joined(separator: " "))
print("DFS E:", g.dfs(from: "E").joined(separator: " "))
if let path = g.shortestPath(from: "A", to: "E") {
    print("path A->E:", path.joined(separator: "->"), "hops:", path.count - 1)
}
print("path A->G:", g.shortestPath(from: "A", to: "G") ?? ["none"])
for (i, comp) in g.components().enumerated() {
    print("component \(i):", comp)
}
let degrees = g.adjacency.mapValues { $0.count }
for key in degrees.keys.sorted() {
    print(key, degrees[key]!, terminator: key == "H" ? "\n" : "; ")
}

// expect: BFS A: A B C D E
// expect: DFS A: A B D C E
// expect: DFS E: E D B A C
// expect: path A->E: A->B->D->E hops: 3
// expect: path A->G: ["none"]
// expect: component 0: ["A", "B", "C", "D", "E"]
// expect: component 1: ["F", "G"]
// expect: component 2: ["H"]
// expect: A 2; B 2; C 2; D 3; E 1; F 1; G 1; H 0
