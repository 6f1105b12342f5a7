// Rosetta Code style (Dijkstra's algorithm): a small directed graph as an adjacency dictionary, linear-scan priority, path rebuild
struct Edge {
    let to: String
    let cost: Int
}

typealias Graph = [String: [Edge]]

let graph: Graph = [
    "a": [Edge(to: "b", cost: 7), Edge(to: "c", cost: 9), Edge(to: "f", cost: 14)],
    "b": [Edge(to: "c", cost: 10), Edge(to: "d", cost: 15)],
    "c": [Edge(to: "d", cost: 11), Edge(to: "f", cost: 2)],
    "d": [Edge(to: "e", cost: 6)],
    "e": [],
    "f": [Edge(to: "e", cost: 9)],
]

func dijkstra(_ g: Graph, from source: String) -> (dist: [String: Int], prev: [String: String]) {
    var dist: [String: Int] = [source: 0]
    var prev: [String: String] = [:]
    var unvisited = Set(g.keys)
    while !unvisited.isEmpty {
        let reachable = unvisited.filter { dist[$0] != nil }
        guard let u = reachable.min(by: { (dist[$0]!, $0) < (dist[$1]!, $1) }) else { break }
        unvisited.remove(u)
        for edge in g[u] ?? [] {
            let candidate = dist[u]! + edge.cost
            if candidate < dist[edge.to, default: Int.max] {
                dist[edge.to] = candidate
                prev[edge.to] = u
            }
        }
    }
    return (dist, prev)
}

func path(to target: String, prev: [String: String]) -> [String] {
    var nodes = [target]
    while let p = prev[nodes.last!] { nodes.append(p) }
    return nodes.reversed()
}

let result = dijkstra(graph, from: "a")
for node in result.dist.keys.sorted() {
    let route = path(to: node, prev: result.prev).joined(separator: " -> ")
    print("\(node): \(result.dist[node]!) via \(route)")
}
let fromD = dijkstra(graph, from: "d")
print(fromD.dist.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
print(fromD.dist["a"] == nil ? "a unreachable from d" : "a reachable")

// expect: a: 0 via a
// expect: b: 7 via a -> b
// expect: c: 9 via a -> c
// expect: d: 20 via a -> c -> d
// expect: e: 20 via a -> c -> f -> e
// expect: f: 11 via a -> c -> f
// expect: ["d=0", "e=6"]
// expect: a unreachable from d
