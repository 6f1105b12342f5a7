// Compiler test style: nested types inside generic types inherit outer parameters; printing their qualified names
struct Outer<T> {
    struct Inner {
        var value: T
    }
    struct Pair<U> {
        var t: T
        var u: U
    }
    enum State { case empty, full(T) }
    var inner: Inner
    func pair<U>(_ u: U) -> Pair<U> { Pair(t: inner.value, u: u) }
}

extension Outer.Inner where T: Numeric {
    func doubled() -> T { value * 2 }
}

class Graph<Node: Hashable> {
    final class Edge: CustomStringConvertible {
        let from: Node, to: Node
        init(_ f: Node, _ t: Node) { from = f; to = t }
        var description: String { "\(from)->\(to)" }
    }
    var edges: [Edge] = []
    func connect(_ a: Node, _ b: Node) { edges.append(Edge(a, b)) }
}

let o = Outer(inner: Outer<Int>.Inner(value: 4))
print(o.inner.doubled())
print(type(of: o.inner))
let p = o.pair("s")
print(p.t, p.u, type(of: p))
let st: Outer<String>.State = .full("z")
print(st, type(of: st))
print(Outer<Bool>.State.empty)
let g = Graph<String>()
g.connect("a", "b"); g.connect("b", "c")
print(g.edges)
print(type(of: g.edges[0]))
print(String(describing: Outer<[Int]>.Pair<Double?>.self))
// expect: 8
// expect: Inner
// expect: 4 s Pair<String>
// expect: full("z") State
// expect: empty
// expect: [a->b, b->c]
// expect: Edge
// expect: Pair<Optional<Double>>
