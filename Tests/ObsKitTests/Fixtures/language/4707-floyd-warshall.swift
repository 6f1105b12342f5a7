// Compiler test style: adjacency matrix graph, Floyd-Warshall, transitive closure and Bellman-Ford
let INF = Int.max / 4

struct MatrixGraph {
    let names: [String]
    var weight: [[Int]]

    init(_ names: [String]) {
        self.names = names
        weight = (0..<names.count).map { i in (0..<names.count).map { $0 == i ? 0 : INF } }
    }

    func index(_ name: String) -> Int { names.firstIndex(of: name)! }

    mutating func edge(_ a: String, _ b: String, _ w: Int) {
        weight[index(a)][index(b)] = w
    }

    func floydWarshall() -> (dist: [[Int]], next: [[Int?]]) {
        let n = names.count
        var d = weight
        var next: [[Int?]] = (0..<n).map { i in (0..<n).map { j in weight[i][j] < INF && i != j ? j : nil } }
        for k in 0..<n {
            for i in 0..<n where d[i][k] < INF {
                for j in 0..<n where d[k][j] < INF && d[i][k] + d[k][j] < d[i][j] {
                    d[i][j] = d[i][k] + d[k][j]
                    next[i][j] = next[i][k]
                }
            }
        }
        return (d, next)
    }

    func route(_ a: String, _ b: String, _ next: [[Int?]]) -> [String] {
        var i = index(a)
        let j = index(b)
        guard next[i][j] != nil else { return [] }
        var path = [names[i]]
        while i != j, let n = next[i][j] {
            i = n
            path.append(names[i])
        }
        return path
    }

    func bellmanFord(from s: String) -> [Int]? {
        let n = names.count
        var dist = [Int](repeating: INF, count: n)
        dist[index(s)] = 0
        for round in 0..<n {
            var changed = false
            for u in 0..<n where dist[u] < INF {
                for v in 0..<n where u != v && weight[u][v] < INF && dist[u] + weight[u][v] < dist[v] {
                    dist[v] = dist[u] + weight[u][v]
                    changed = true
                }
            }
            if !changed { return dist }
            if round == n - 1 { return nil }
        }
        return dist
    }
}

func show(_ x: Int) -> String {
    let s = x >= INF ? "inf" : String(x)
    return String(repeating: " ", count: max(0, 4 - s.count)) + s
}

var g = MatrixGraph(["A", "B", "C", "D"])
g.edge("A", "B", 3); g.edge("B", "C", -2); g.edge("A", "C", 8)
g.edge("C", "D", 1); g.edge("D", "A", 4); g.edge("B", "D", 5)
let (dist, next) = g.floydWarshall()
print("    " + g.names.map { "   " + $0 }.joined())
for (i, row) in dist.enumerated() {
    print("   " + g.names[i] + row.map(show).joined())
}
print("A->D:", g.route("A", "D", next).joined(separator: "->"), "D->C:", g.route("D", "C", next).joined(separator: "->"))
print("bellman-ford from B:", g.bellmanFord(from: "B")!.map { $0 >= INF ? "inf" : "\($0)" })

var neg = g
neg.edge("D", "B", -5)
print("negative cycle:", neg.bellmanFord(from: "A") == nil)

var reach = MatrixGraph(["x", "y", "z", "w"])
reach.edge("x", "y", 1); reach.edge("y", "z", 1)
let closure = reach.floydWarshall().dist.map { $0.map { $0 < INF ? 1 : 0 } }
for (name, row) in zip(reach.names, closure) {
    print(name, row.map(String.init).joined())
}
print("w isolated:", reach.route("w", "x", reach.floydWarshall().next).isEmpty)

// expect:        A   B   C   D
// expect:    A   0   3   1   2
// expect:    B   3   0  -2  -1
// expect:    C   5   8   0   1
// expect:    D   4   7   5   0
// expect: A->D: A->B->C->D D->C: D->A->B->C
// expect: bellman-ford from B: ["3", "0", "-2", "-1"]
// expect: negative cycle: true
// expect: x 1110
// expect: y 0110
// expect: z 0010
// expect: w 0001
// expect: w isolated: true
