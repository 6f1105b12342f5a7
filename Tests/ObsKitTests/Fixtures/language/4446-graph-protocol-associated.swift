// Compiler test style: protocol with constrained associatedtypes and default implementations
protocol Graph {
    associatedtype Node: Hashable & Comparable
    associatedtype Neighbors: Sequence where Neighbors.Element == Node
    func neighbors(of node: Node) -> Neighbors
}

extension Graph {
    func bfs(from start: Node) -> [Node] {
        var seen: Set<Node> = [start]
        var queue = [start]
        var order: [Node] = []
        while !queue.isEmpty {
            let n = queue.removeFirst()
            order.append(n)
            for m in neighbors(of: n).sorted() where !seen.contains(m) {
                seen.insert(m)
                queue.append(m)
            }
        }
        return order
    }

    func degree(of node: Node) -> Int {
        return neighbors(of: node).reduce(0) { c, _ in c + 1 }
    }

    func reachable(from a: Node, to b: Node) -> Bool {
        return bfs(from: a).contains(b)
    }
}

struct AdjacencyGraph: Graph {
    var edges: [String: [String]]
    func neighbors(of node: String) -> [String] {
        return edges[node] ?? []
    }
}

struct ModGraph: Graph {
    let modulus: Int
    func neighbors(of node: Int) -> StrideTo<Int> {
        let next = (node * 2) % modulus
        return stride(from: next, to: next + 1, by: 1)
    }
}

struct GridGraph: Graph {
    typealias Node = Int
    let width: Int
    let height: Int
    func neighbors(of node: Int) -> LazyFilterSequence<[Int]> {
        let x = node % width, y = node / width
        var candidates: [Int] = []
        if x > 0 { candidates.append(node - 1) }
        if x < width - 1 { candidates.append(node + 1) }
        if y > 0 { candidates.append(node - width) }
        if y < height - 1 { candidates.append(node + width) }
        return candidates.lazy.filter { $0 != 4 }
    }
}

let g = AdjacencyGraph(edges: [
    "a": ["c", "b"],
    "b": ["d"],
    "c": ["d", "e"],
    "d": ["a"],
    "f": ["a"],
])
print(g.bfs(from: "a"))
print(g.bfs(from: "f"))
print(g.degree(of: "c"), g.degree(of: "e"))
print(g.reachable(from: "e", to: "a"), g.reachable(from: "d", to: "e"))

let m = ModGraph(modulus: 11)
print(m.bfs(from: 1))
print(m.degree(of: 3))
print(ModGraph(modulus: 8).bfs(from: 3))

let grid = GridGraph(width: 3, height: 3)
print(grid.bfs(from: 0))
print(grid.degree(of: 1), grid.degree(of: 4), grid.degree(of: 8))
print(grid.reachable(from: 0, to: 4))

func hub<G: Graph>(_ graph: G, among nodes: [G.Node]) -> G.Node? {
    return nodes.max { graph.degree(of: $0) < graph.degree(of: $1) }
}
print(hub(g, among: ["a", "b", "c", "d"]) ?? "-")
print(hub(grid, among: Array(0..<9)) ?? -1)

func nodeType<G: Graph>(_ graph: G) -> String {
    return "\(G.Node.self)/\(G.Neighbors.self)"
}
print(nodeType(g))
print(nodeType(m))

// expect: ["a", "b", "c", "d", "e"]
// expect: ["f", "a", "b", "c", "d", "e"]
// expect: 2 0
// expect: false true
// expect: [1, 2, 4, 8, 5, 10, 9, 7, 3, 6]
// expect: 1
// expect: [3, 6, 4, 0]
// expect: [0, 1, 3, 2, 6, 5, 7, 8]
// expect: 2 4 2
// expect: false
// expect: a
// expect: 4
// expect: String/Array<String>
// expect: Int/StrideTo<Int>
