// Compiler test style: opaque result types whose concrete type depends on the generic argument
protocol Shape {
  func area() -> Int
  var name: String { get }
}
struct Square: Shape { var side: Int; func area() -> Int { side * side }; var name: String { "square(\(side))" } }
struct Rect: Shape { var w: Int, h: Int; func area() -> Int { w * h }; var name: String { "rect(\(w)x\(h))" } }
struct Scaled<S: Shape>: Shape {
  var base: S, factor: Int
  func area() -> Int { base.area() * factor * factor }
  var name: String { "scaled(\(base.name),\(factor))" }
}
struct Pair<A: Shape, B: Shape>: Shape {
  var a: A, b: B
  func area() -> Int { a.area() + b.area() }
  var name: String { "pair(\(a.name),\(b.name))" }
}

func doubled<S: Shape>(_ s: S) -> some Shape { Scaled(base: s, factor: 2) }
func combined<S: Shape>(_ s: S) -> some Shape { Pair(a: s, b: Square(side: 1)) }
func makeDefault() -> some Shape { Rect(w: 2, h: 3) }

func typeName<T>(of value: T) -> String { "\(type(of: value))" }

let a = doubled(Square(side: 3))
let b = doubled(Rect(w: 1, h: 4))
let c = combined(doubled(makeDefault()))
print(a.name, a.area())
print(b.name, b.area())
print(c.name, c.area())
print(typeName(of: a))
print(typeName(of: b))
print(typeName(of: c))

var same = doubled(Square(side: 1))
same = doubled(Square(side: 5))
print(same.area())

let shapes: [any Shape] = [a, b, c, makeDefault()]
print(shapes.map { $0.area() })
print(shapes.map { $0.area() }.reduce(0, +))
print(type(of: makeDefault()) == Rect.self)
// expect: scaled(square(3),2) 36
// expect: scaled(rect(1x4),2) 16
// expect: pair(scaled(rect(2x3),2),square(1)) 25
// expect: Scaled<Square>
// expect: Scaled<Rect>
// expect: Pair<Scaled<Rect>, Square>
// expect: 100
// expect: [36, 16, 25, 6]
// expect: 83
// expect: true
