// Textbook style (minimum spanning tree): Kruskal with a tiny union-find and Prim with a linear scan, both on the same weighted undirected graph
struct WeightedEdge: CustomStringConvertible {
    let u: Character, v: Character, w: Int
    var description: String { "\(u)\(v)=\(w)" }
}

let edges: [WeightedEdge] = [
    .init(u: "A", v: "B", w: 4), .init(u: "A", v: "H", w: 8), .init(u: "B", v: "C", w: 8),
    .init(u: "B", v: "H", w: 11), .init(u: "C", v: "D", w: 7), .init(u: "C", v: "F", w: 4),
    .init(u: "C", v: "I", w: 2), .init(u: "D", v: "E", w: 9), .init(u: "D", v: "F", w: 14),
    .init(u: "E", v: "F", w: 10), .init(u: "F", v: "G", w: 2), .init(u: "G", v: "H", w: 1),
    .init(u: "G", v: "I", w: 6), .init(u: "H", v: "I", w: 7),
]

func kruskal(_ edges: [WeightedEdge]) -> [WeightedEdge] {
    var leader: [Character: Character] = [:]
    func find(_ x: Character) -> Character {
        let p = leader[x, default: x]
        if p == x { return x }
        let r = find(p)
        leader[x] = r
        return r
    }
    var tree: [WeightedEdge] = []
    let ordered = edges.enumerated().sorted { ($0.element.w, $0.offset) < ($1.element.w, $1.offset) }
    for (_, e) in ordered {
        let a = find(e.u), b = find(e.v)
        if a != b { leader[a] = b; tree.append(e) }
    }
    return tree
}

func prim(_ edges: [WeightedEdge], start: Character) -> [WeightedEdge] {
    var inTree: Set<Character> = [start]
    let vertices = Set(edges.flatMap { [$0.u, $0.v] })
    var tree: [WeightedEdge] = []
    while inTree.count < vertices.count {
        let crossing = edges.filter { inTree.contains($0.u) != inTree.contains($0.v) }
        guard let best = crossing.min(by: { $0.w < $1.w }) else { break }
        tree.append(best)
        inTree.insert(inTree.contains(best.u) ? best.v : best.u)
    }
    return tree
}

let k = kruskal(edges)
print("kruskal:", k, "total", k.reduce(0) { $0 + $1.w })
let p = prim(edges, start: "A")
print("prim:   ", p, "total", p.map(\.w).reduce(0, +))
print("same weight:", k.map(\.w).reduce(0, +) == p.map(\.w).reduce(0, +), "edges", k.count, p.count)

// expect: kruskal: [GH=1, CI=2, FG=2, AB=4, CF=4, CD=7, AH=8, DE=9] total 37
// expect: prim:    [AB=4, AH=8, GH=1, FG=2, CF=4, CI=2, CD=7, DE=9] total 37
// expect: same weight: true edges 8 8
