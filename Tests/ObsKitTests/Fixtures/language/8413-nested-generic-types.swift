// Compiler-test style: generic types nested inside generic types, using outer parameters, and nested extensions
struct Graph<Label: Hashable & Comparable> {
    struct Edge: CustomStringConvertible {
        let from: Label, to: Label
        var description: String { "\(from)->\(to)" }
    }
    struct Path<Weight: Numeric> {
        var edges: [Edge]
        var weights: [Weight]
        var total: Weight { weights.reduce(0, +) }
    }
    var edges: [Edge] = []
    mutating func connect(_ a: Label, _ b: Label) { edges.append(Edge(from: a, to: b)) }
    func neighbors(of l: Label) -> [Label] { edges.filter { $0.from == l }.map(\.to).sorted() }
}

extension Graph.Edge {
    var reversed: Graph.Edge { Graph.Edge(from: to, to: from) }
}

enum Tree<T> {
    case leaf
    indirect case node(Tree, T, Tree)
    struct Stats { var count: Int; var depth: Int }
    func stats() -> Stats {
        guard case let .node(l, _, r) = self else { return Stats(count: 0, depth: 0) }
        let a = l.stats(), b = r.stats()
        return Stats(count: a.count + b.count + 1, depth: max(a.depth, b.depth) + 1)
    }
}

class Outer<A> {
    class Inner<B> {
        let a: A, b: B
        init(_ a: A, _ b: B) { self.a = a; self.b = b }
        func pair() -> String { "(\(a), \(b)) as \(A.self)/\(B.self)" }
    }
}

var g = Graph<String>()
g.connect("a", "c"); g.connect("a", "b"); g.connect("b", "c")
print(g.edges, g.neighbors(of: "a"))
print(g.edges[0].reversed)
let path = Graph<String>.Path(edges: g.edges, weights: [1.5, 2, 0.25])
print(path.total, type(of: path))
let e = Graph<Int>.Edge(from: 1, to: 2)
print(e, type(of: e))
let t: Tree<Int> = .node(.node(.leaf, 1, .node(.leaf, 2, .leaf)), 3, .leaf)
let st = t.stats()
print(st.count, st.depth, type(of: st))
print(Outer<Int>.Inner<String>(1, "x").pair())

// expect: [a->c, a->b, b->c] ["b", "c"]
// expect: c->a
// expect: 3.75 Path<Double>
// expect: 1->2 Edge
// expect: 3 3 Stats
// expect: (1, x) as Int/String
