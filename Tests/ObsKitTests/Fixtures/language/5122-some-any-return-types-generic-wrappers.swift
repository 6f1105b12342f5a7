// Compiler test style (test/Interpreter/opaque_result_types.swift): some/any return types and generic wrappers
protocol Shape { func area() -> Double; var name: String { get } }
struct Circle: Shape { var r: Double; func area() -> Double { 3 * r * r }; var name: String { "circle" } }
struct Rect: Shape { var w, h: Double; func area() -> Double { w * h }; var name: String { "rect" } }
struct Scaled<S: Shape>: Shape {
  var base: S; var k: Double
  func area() -> Double { base.area() * k * k }
  var name: String { "scaled(\(base.name))" }
}

func makeUnit() -> some Shape { Rect(w: 1, h: 1) }
func double<S: Shape>(_ s: S) -> some Shape { Scaled(base: s, k: 2) }
func anyShape(_ round: Bool) -> any Shape { round ? Circle(r: 1) : Rect(w: 2, h: 3) }

let u = makeUnit()
print(u.name, u.area())
let d = double(u)
print(d.name, d.area())
let dd = double(double(Circle(r: 1)))
print(dd.name, dd.area())
print(anyShape(true).name, anyShape(false).area())
let shapes: [any Shape] = [u, d, dd, anyShape(true)]
print(shapes.map { $0.name }, shapes.map { $0.area() }.reduce(0, +))
print(type(of: d), type(of: dd))

func describe(_ s: some Shape) -> String { "\(s.name)=\(s.area())" }
print(describe(Circle(r: 2)), describe(d))
func openExistential(_ s: any Shape) -> String { describe(s) }
print(shapes.map(openExistential))

func counter() -> some Sequence<Int> { stride(from: 0, to: 10, by: 3) }
print(Array(counter()), counter().reduce(0, +))
func evens(upTo n: Int) -> some Collection<Int> { (0...n).filter { $0 % 2 == 0 } }
let ev = evens(upTo: 9)
print(ev.count, Array(ev), ev.first as Any)

func makeAdder(_ n: Int) -> some Equatable { n + 1 }
print(makeAdder(1) == makeAdder(1), makeAdder(1) == makeAdder(2))
struct Stack<T> {
  var items: [T]
  func lazyReversed() -> some Sequence<T> { items.reversed() }
}
print(Array(Stack(items: [1, 2, 3]).lazyReversed()))
let boxes: [any Equatable] = [1, "a", 2.5]
func isEqual(_ a: any Equatable, _ b: any Equatable) -> Bool {
  func helper<T: Equatable>(_ x: T) -> Bool { (b as? T) == x }
  return helper(a)
}
print(isEqual(boxes[0], 1), isEqual(boxes[1], "b"), isEqual(boxes[2], 2.5), isEqual(1, "1"))
let metaAny: any Shape.Type = Circle.self
print(metaAny, Circle.self is any Shape.Type)

// expect: rect 1.0
// expect: scaled(rect) 4.0
// expect: scaled(scaled(circle)) 48.0
// expect: circle 6.0
// expect: ["rect", "scaled(rect)", "scaled(scaled(circle))", "circle"] 56.0
// expect: Scaled<Rect> Scaled<Scaled<Circle>>
// expect: circle=12.0 scaled(rect)=4.0
// expect: ["rect=1.0", "scaled(rect)=4.0", "scaled(scaled(circle))=48.0", "circle=3.0"]
// expect: [0, 3, 6, 9] 18
// expect: 5 [0, 2, 4, 6, 8] Optional(0)
// expect: true false
// expect: [3, 2, 1]
// expect: true false true false
// expect: Circle true
