// App code style: BFS shortest paths and DFS order on a dictionary graph with sorted neighbours
let graph: [String: [String]] = [
    "A": ["B", "C"],
    "B": ["D", "A"],
    "C": ["D", "E"],
    "D": ["F"],
    "E": ["F"],
    "F": [],
    "G": ["A"],
]

func bfs(from start: String) -> [String: Int] {
    var dist = [start: 0]
    var queue = [start]
    var i = 0
    while i < queue.count {
        let u = queue[i]; i += 1
        for v in (graph[u] ?? []).sorted() where dist[v] == nil {
            dist[v] = dist[u]! + 1
            queue.append(v)
        }
    }
    return dist
}

func dfs(_ u: String, _ seen: inout Set<String>, _ order: inout [String]) {
    guard !seen.contains(u) else { return }
    seen.insert(u)
    order.append(u)
    for v in (graph[u] ?? []).sorted() { dfs(v, &seen, &order) }
}

let d = bfs(from: "A")
for k in d.keys.sorted() { print("dist A->\(k) = \(d[k]!)") }
print("unreachable: \(graph.keys.sorted().filter { d[$0] == nil })")
var seen = Set<String>()
var order: [String] = []
dfs("G", &seen, &order)
print("dfs from G: \(order.joined(separator: ","))")

func path(_ from: String, _ to: String) -> [String]? {
    var parent: [String: String] = [:]
    var q = [from], visited: Set<String> = [from]
    while !q.isEmpty {
        let u = q.removeFirst()
        if u == to {
            var p = [u]
            while let par = parent[p[0]] { p.insert(par, at: 0) }
            return p
        }
        for v in (graph[u] ?? []).sorted() where visited.insert(v).inserted {
            parent[v] = u; q.append(v)
        }
    }
    return nil
}
print(path("A", "F") ?? [], path("F", "A") ?? ["none"])
// expect: dist A->A = 0
// expect: dist A->B = 1
// expect: dist A->C = 1
// expect: dist A->D = 2
// expect: dist A->E = 2
// expect: dist A->F = 3
// expect: unreachable: ["G"]
// expect: dfs from G: G,A,B,D,F,C,E
// expect: ["A", "B", "D", "F"] ["none"]
