// Compiler test style: manual type erasure with closure boxes and class box hierarchies
protocol Producer {
  associatedtype Value
  func produce() -> Value
}

struct Const<V>: Producer { let v: V; func produce() -> V { v } }
final class Incrementing: Producer {
  var n = 0
  func produce() -> Int { n += 1; return n }
}

struct AnyProducer<Value>: Producer {
  private let _produce: () -> Value
  init<P: Producer>(_ p: P) where P.Value == Value { _produce = p.produce }
  func produce() -> Value { _produce() }
}

let ps: [AnyProducer<Int>] = [AnyProducer(Const(v: 7)), AnyProducer(Incrementing())]
for _ in 0..<2 { print(ps.map { $0.produce() }) }
print(type(of: ps[0]))

class _BoxBase<Value>: Producer {
  func produce() -> Value { fatalError("abstract") }
  var name: String { "base" }
}
final class _Box<P: Producer>: _BoxBase<P.Value> {
  let p: P
  init(_ p: P) { self.p = p }
  override func produce() -> P.Value { p.produce() }
  override var name: String { "box of \(P.self)" }
}
struct AnyProducer2<Value>: Producer {
  let box: _BoxBase<Value>
  init<P: Producer>(_ p: P) where P.Value == Value { box = _Box(p) }
  func produce() -> Value { box.produce() }
}
let q = [AnyProducer2(Const(v: "s")), AnyProducer2(Const(v: "t"))]
print(q.map { $0.produce() }, q.map { $0.box.name })
let inc = AnyProducer2(Incrementing())
print(inc.produce(), inc.produce(), inc.box.name)

protocol Shape { func area() -> Double; func scaled(_ k: Double) -> Self }
struct Sq: Shape { var s: Double; func area() -> Double { s * s }; func scaled(_ k: Double) -> Sq { Sq(s: s * k) } }
struct Circ: Shape { var r: Double; func area() -> Double { 3 * r * r }; func scaled(_ k: Double) -> Circ { Circ(r: r * k) } }

struct AnyShape: Shape {
  private let _area: () -> Double
  private let _scaled: (Double) -> AnyShape
  let typeName: String
  init<S: Shape>(_ s: S) {
    _area = s.area
    _scaled = { AnyShape(s.scaled($0)) }
    typeName = "\(S.self)"
  }
  func area() -> Double { _area() }
  func scaled(_ k: Double) -> AnyShape { _scaled(k) }
}
let shapes = [AnyShape(Sq(s: 2)), AnyShape(Circ(r: 1)), AnyShape(AnyShape(Sq(s: 1)))]
print(shapes.map { $0.area() })
print(shapes.map { $0.scaled(2).area() })
print(shapes.map(\.typeName))

let existentials: [any Shape] = [Sq(s: 3), Circ(r: 2)]
print(existentials.map { $0.scaled(0.5).area() })
print(existentials.map { type(of: $0.scaled(1)) })

struct AnyEquatable: Equatable {
  let value: Any
  private let eq: (Any) -> Bool
  init<T: Equatable>(_ v: T) { value = v; eq = { ($0 as? T) == v } }
  static func == (a: AnyEquatable, b: AnyEquatable) -> Bool { a.eq(b.value) }
}
let es = [AnyEquatable(1), AnyEquatable("1"), AnyEquatable(1), AnyEquatable(1.0)]
print(es.map { e in es.filter { $0 == e }.count })
print(es.firstIndex(of: AnyEquatable("1")) as Any, es.contains(AnyEquatable(2)))

// expect: [7, 1]
// expect: [7, 2]
// expect: AnyProducer<Int>
// expect: ["s", "t"] ["box of Const<String>", "box of Const<String>"]
// expect: 1 2 box of Incrementing
// expect: [4.0, 3.0, 1.0]
// expect: [16.0, 12.0, 4.0]
// expect: ["Sq", "Circ", "AnyShape"]
// expect: [2.25, 3.0]
// expect: [main.Sq, main.Circ]
// expect: [2, 1, 2, 1]
// expect: Optional(1) false
