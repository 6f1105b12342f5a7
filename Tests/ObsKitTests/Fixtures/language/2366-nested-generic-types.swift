// Compiler test style: nested generic types referencing outer generic parameters
struct Graph<Vertex: Hashable & Comparable> {
  struct Edge: CustomStringConvertible {
    let from: Vertex, to: Vertex
    var description: String { "\(from)->\(to)" }
  }
  enum Walk {
    case stop
    case step(Vertex, [Vertex])
  }
  struct Labeled<Label> {
    let edge: Edge
    let label: Label
    func render() -> String { "\(edge)[\(label)]" }
  }
  var edges: [Edge] = []
  mutating func connect(_ a: Vertex, _ b: Vertex) { edges.append(Edge(from: a, to: b)) }
  func neighbors(of v: Vertex) -> [Vertex] { edges.filter { $0.from == v }.map(\.to).sorted() }
  func walk(from v: Vertex) -> Walk {
    let n = neighbors(of: v)
    return n.isEmpty ? .stop : .step(v, n)
  }
  func label<L>(_ f: (Edge) -> L) -> [Labeled<L>] { edges.map { Labeled(edge: $0, label: f($0)) } }
}

var g = Graph<String>()
g.connect("a", "c"); g.connect("a", "b"); g.connect("b", "c")
print(g.edges)
print(g.neighbors(of: "a"), g.neighbors(of: "c"))
for v in ["a", "c"] {
  switch g.walk(from: v) {
  case .stop: print(v, "stop")
  case let .step(from, to): print(from, "steps to", to)
  }
}
let labeled = g.label { $0.from.count + $0.to.count }
print(labeled.map { $0.render() })
let e = Graph<Int>.Edge(from: 1, to: 2)
print(e, type(of: e))
print(type(of: labeled[0]))
print(Graph<Int>.Labeled<Bool>(edge: e, label: true).render())
var ints = Graph<Int>()
for (a, b) in [(3, 1), (3, 2), (1, 2)] { ints.connect(a, b) }
print(ints.neighbors(of: 3), ints.edges.count)
let w: Graph<Int>.Walk = ints.walk(from: 2)
if case .stop = w { print("2 is a sink") }
// expect: [a->c, a->b, b->c]
// expect: ["b", "c"] []
// expect: a steps to ["b", "c"]
// expect: c stop
// expect: ["a->c[2]", "a->b[2]", "b->c[2]"]
// expect: 1->2 Edge
// expect: Labeled<Int>
// expect: 1->2[true]
// expect: [1, 2] 3
// expect: 2 is a sink
