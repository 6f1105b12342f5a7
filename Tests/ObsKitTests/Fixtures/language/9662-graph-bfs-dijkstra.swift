// Graph algorithms with deterministic tie-breaks: BFS layers, iterative DFS order, Dijkstra with path reconstruction, Kahn topo sort
let edges: [(String, String, Int)] = [
    ("A", "B", 4), ("A", "C", 1), ("C", "B", 2), ("B", "D", 1),
    ("C", "D", 5), ("D", "E", 3), ("C", "F", 8), ("E", "F", 1), ("G", "H", 1),
]
var adj: [String: [(String, Int)]] = [:]
for (a, b, w) in edges {
    adj[a, default: []].append((b, w))
    adj[b, default: []].append((a, w))
}
for k in adj.keys { adj[k]!.sort { $0.0 < $1.0 } }

func bfs(from s: String) -> [[String]] {
    var layers: [[String]] = [[s]]
    var seen: Set<String> = [s]
    while let last = layers.last {
        var next: [String] = []
        for n in last { for (m, _) in adj[n] ?? [] where !seen.contains(m) { seen.insert(m); next.append(m) } }
        if next.isEmpty { break }
        layers.append(next)
    }
    return layers
}
print(bfs(from: "A"))
print(bfs(from: "G"))

func dfs(from s: String) -> [String] {
    var order: [String] = [], stack = [s], seen = Set<String>()
    while let n = stack.popLast() {
        if !seen.insert(n).inserted { continue }
        order.append(n)
        for (m, _) in (adj[n] ?? []).reversed() where !seen.contains(m) { stack.append(m) }
    }
    return order
}
print(dfs(from: "A"), dfs(from: "F"))

func dijkstra(from s: String) -> (dist: [String: Int], prev: [String: String]) {
    var dist = [s: 0], prev: [String: String] = [:], done = Set<String>()
    while true {
        let open = dist.filter { !done.contains($0.key) }
        guard let (u, du) = open.min(by: { ($0.value, $0.key) < ($1.value, $1.key) }) else { break }
        done.insert(u)
        for (v, w) in adj[u] ?? [] where du + w < dist[v, default: Int.max] {
            dist[v] = du + w
            prev[v] = u
        }
    }
    return (dist, prev)
}
let (dist, prev) = dijkstra(from: "A")
print(dist.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
func path(to t: String) -> [String] {
    var p = [t]
    while let q = prev[p.last!] { p.append(q) }
    return p.reversed()
}
print(path(to: "F"), path(to: "D"), path(to: "A"), dist["G"] as Any)

let deps: [String: [String]] = ["app": ["ui", "net"], "ui": ["core"], "net": ["core", "log"], "core": ["log"], "log": [], "tests": ["app"]]
func topo(_ g: [String: [String]]) -> [String] {
    var indeg = g.mapValues { $0.count }
    var ready = indeg.filter { $0.value == 0 }.map(\.key).sorted()
    var out: [String] = []
    while !ready.isEmpty {
        let n = ready.removeFirst()
        out.append(n)
        for (m, ds) in g where ds.contains(n) {
            indeg[m]! -= 1
            if indeg[m] == 0 { ready.append(m); ready.sort() }
        }
    }
    return out
}
print(topo(deps))

// expect: [["A"], ["B", "C"], ["D", "F"], ["E"]]
// expect: [["G"], ["H"]]
// expect: ["A", "B", "C", "D", "E", "F"] ["F", "C", "A", "B", "D", "E"]
// expect: ["A:0", "B:3", "C:1", "D:4", "E:7", "F:8"]
// expect: ["A", "C", "B", "D", "E", "F"] ["A", "C", "B", "D"] ["A"] nil
// expect: ["log", "core", "net", "ui", "app", "tests"]
