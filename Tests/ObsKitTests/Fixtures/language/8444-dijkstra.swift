// Rosetta-style task: Dijkstra's shortest paths on a small directed graph with path reconstruction
struct Edge {
    let to: String
    let weight: Int
}

struct Graph {
    private(set) var adjacency: [String: [Edge]] = [:]

    mutating func addEdge(_ from: String, _ to: String, _ weight: Int) {
        adjacency[from, default: []].append(Edge(to: to, weight: weight))
        if adjacency[to] == nil { adjacency[to] = [] }
    }

    func shortestPaths(from source: String) -> (dist: [String: Int], prev: [String: String]) {
        var dist: [String: Int] = [source: 0]
        var prev: [String: String] = [:]
        var unvisited = Set(adjacency.keys)
        while let u = unvisited.filter({ dist[$0] != nil }).min(by: { (dist[$0]!, $0) < (dist[$1]!, $1) }) {
            unvisited.remove(u)
            for edge in adjacency[u] ?? [] where unvisited.contains(edge.to) {
                let candidate = dist[u]! + edge.weight
                if candidate < dist[edge.to, default: .max] {
                    dist[edge.to] = candidate
                    prev[edge.to] = u
                }
            }
        }
        return (dist, prev)
    }
}

var g = Graph()
for (a, b, w) in [("a", "b", 7), ("a", "c", 9), ("a", "f", 14), ("b", "c", 10), ("b", "d", 15),
                  ("c", "d", 11), ("c", "f", 2), ("d", "e", 6), ("e", "f", 9), ("g", "a", 1)] {
    g.addEdge(a, b, w)
}

let (dist, prev) = g.shortestPaths(from: "a")
for node in g.adjacency.keys.sorted() {
    guard let d = dist[node] else {
        print("\(node): unreachable")
        continue
    }
    var path = [node]
    while let p = prev[path[0]] { path.insert(p, at: 0) }
    print("\(node): \(d) via \(path.joined(separator: " -> "))")
}

// expect: a: 0 via a
// expect: b: 7 via a -> b
// expect: c: 9 via a -> c
// expect: d: 20 via a -> c -> d
// expect: e: 26 via a -> c -> d -> e
// expect: f: 11 via a -> c -> f
// expect: g: unreachable
