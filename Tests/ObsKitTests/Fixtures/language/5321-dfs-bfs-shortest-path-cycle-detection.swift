// Rosetta Code style (Graph traversal and topological sort): DFS, BFS shortest path, cycle detection and Kahn's algorithm on a generic graph
struct Graph<Node: Hashable & Comparable> {
    private(set) var adjacency: [Node: [Node]] = [:]

    mutating func addEdge(_ from: Node, _ to: Node) {
        adjacency[from, default: []].append(to)
        if adjacency[to] == nil { adjacency[to] = [] }
    }

    var nodes: [Node] { adjacency.keys.sorted() }
    func neighbours(_ n: Node) -> [Node] { (adjacency[n] ?? []).sorted() }

    func dfs(from start: Node) -> [Node] {
        var visited = Set<Node>(), order: [Node] = []
        func visit(_ n: Node) {
            guard visited.insert(n).inserted else { return }
            order.append(n)
            neighbours(n).forEach(visit)
        }
        visit(start)
        return order
    }

    func shortestPath(_ from: Node, _ to: Node) -> [Node]? {
        var prev: [Node: Node] = [:]
        var seen: Set<Node> = [from]
        var frontier = [from]
        while !frontier.isEmpty {
            var next: [Node] = []
            for n in frontier {
                if n == to {
                    var path = [to]
                    while let p = prev[path[0]] { path.insert(p, at: 0) }
                    return path
                }
                for m in neighbours(n) where seen.insert(m).inserted {
                    prev[m] = n
                    next.append(m)
                }
            }
            frontier = next
        }
        return nil
    }

    func topologicalSort() -> Result<[Node], CycleError<Node>> {
        var indegree = adjacency.mapValues { _ in 0 }
        for targets in adjacency.values { for t in targets { indegree[t, default: 0] += 1 } }
        var ready = indegree.filter { $0.value == 0 }.map(\.key).sorted()
        var order: [Node] = []
        while !ready.isEmpty {
            let n = ready.removeFirst()
            order.append(n)
            for m in neighbours(n) {
                indegree[m]! -= 1
                if indegree[m] == 0 { ready.append(m); ready.sort() }
            }
        }
        if order.count < adjacency.count {
            return .failure(CycleError(remaining: nodes.filter { !order.contains($0) }))
        }
        return .success(order)
    }
}

struct CycleError<Node>: Error { let remaining: [Node] }

var courses = Graph<String>()
for (a, b) in [("intro", "data"), ("intro", "algo"), ("data", "db"), ("algo", "ml"), ("data", "ml"), ("math", "ml"), ("db", "web")] {
    courses.addEdge(a, b)
}
print(courses.nodes)
print("dfs:", courses.dfs(from: "intro"))
print("path:", courses.shortestPath("intro", "web") ?? [], courses.shortestPath("web", "intro") as Any)
switch courses.topologicalSort() {
case .success(let order): print("order:", order)
case .failure(let e): print("cycle among", e.remaining)
}
var cyclic = Graph<Int>()
for (a, b) in [(1, 2), (2, 3), (3, 1), (3, 4), (0, 1)] { cyclic.addEdge(a, b) }
if case .failure(let e) = cyclic.topologicalSort() { print("cycle among", e.remaining) }
print(cyclic.dfs(from: 0), cyclic.shortestPath(0, 4)!, cyclic.neighbours(3))
print(type(of: cyclic.topologicalSort()))

// expect: ["algo", "data", "db", "intro", "math", "ml", "web"]
// expect: dfs: ["intro", "algo", "ml", "data", "db", "web"]
// expect: path: ["intro", "data", "db", "web"] nil
// expect: order: ["intro", "algo", "data", "db", "math", "ml", "web"]
// expect: cycle among [1, 2, 3, 4]
// expect: [0, 1, 2, 3, 4] [0, 1, 2, 3, 4] [1, 4]
// expect: Result<Array<Int>, CycleError<Int>>
