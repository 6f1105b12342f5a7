// Compiler test style: opaque some P return types preserve the underlying concrete type
protocol Shape {
  func draw() -> String
}
struct Line: Shape {
  var n: Int
  func draw() -> String { return String(repeating: "-", count: n) }
}
struct Boxed<S: Shape>: Shape {
  var inner: S
  func draw() -> String { return "[" + inner.draw() + "]" }
}

func makeShape() -> some Shape { return Line(n: 3) }
func wrap<S: Shape>(_ s: S) -> some Shape { return Boxed(inner: s) }

let s = makeShape()
print(s.draw())
print(type(of: s))
let w = wrap(wrap(s))
print(w.draw())
print(type(of: w))

func compare() -> some Equatable { return 5 }
let a = compare()
let b = compare()
print(a == b)

var opaqueProp: some Collection { return [1, 2, 3] }
print(opaqueProp.count)

func series() -> some Sequence<Int> { return stride(from: 0, to: 10, by: 3) }
print(Array(series()))

func useSome(_ x: some Shape) -> String { return "some: " + x.draw() }
print(useSome(Line(n: 2)))
print(useSome(Boxed(inner: Line(n: 1))))
// expect: ---
// expect: Line
// expect: [[---]]
// expect: Boxed<Boxed<Line>>
// expect: true
// expect: 3
// expect: [0, 3, 6, 9]
// expect: some: --
// expect: some: [-]
