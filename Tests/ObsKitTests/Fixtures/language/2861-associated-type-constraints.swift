// Compiler test style: associated types with conformance constraints and where clauses in protocols
protocol Graph {
    associatedtype Node: Hashable & Comparable
    associatedtype Edges: Sequence where Edges.Element == Node
    func neighbors(of n: Node) -> Edges
}
struct Ring: Graph {
    var size: Int
    func neighbors(of n: Int) -> [Int] { [(n + size - 1) % size, (n + 1) % size] }
}
struct Letters: Graph {
    func neighbors(of n: Character) -> String {
        let next = Character(Unicode.Scalar(n.unicodeScalars.first!.value + 1)!)
        return String(next)
    }
}
func reachable<G: Graph>(_ g: G, from start: G.Node, steps: Int) -> [G.Node] {
    var seen: Set<G.Node> = [start]
    var frontier = [start]
    for _ in 0..<steps {
        var next: [G.Node] = []
        for n in frontier { for m in g.neighbors(of: n) where !seen.contains(m) { seen.insert(m); next.append(m) } }
        frontier = next
    }
    return seen.sorted()
}
print(reachable(Ring(size: 10), from: 0, steps: 2))
print(reachable(Ring(size: 3), from: 1, steps: 5))
print(reachable(Letters(), from: "a", steps: 3))
print(Ring.Node.self, Ring.Edges.self, Letters.Edges.self)
// expect: [0, 1, 2, 8, 9]
// expect: [0, 1, 2]
// expect: ["a", "b", "c", "d"]
// expect: Int Array<Int> String
