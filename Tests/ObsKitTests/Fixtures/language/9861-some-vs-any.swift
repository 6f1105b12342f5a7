// Swift Forums style: `some Protocol` (opaque) vs `any Protocol` (existential)

protocol Shape {
    var name: String { get }
    func area() -> Double
}

struct Square: Shape {
    var side: Double
    var name: String { "square" }
    func area() -> Double { side * side }
}

struct Rectangle: Shape {
    var w: Double, h: Double
    var name: String { "rectangle" }
    func area() -> Double { w * h }
}

struct Triangle: Shape {
    var base: Double, height: Double
    var name: String { "triangle" }
    func area() -> Double { base * height / 2 }
}

// `any Shape` can hold different concrete types in one array.
let shapes: [any Shape] = [Square(side: 3), Rectangle(w: 2, h: 5), Triangle(base: 4, height: 3)]
for s in shapes {
    print("\(s.name): \(s.area())")
}
print("total area: \(shapes.reduce(0) { $0 + $1.area() })")

// `some Shape` return: one concrete type, hidden from the caller.
func makeUnitSquare() -> some Shape {
    Square(side: 1)
}
let unit = makeUnitSquare()
print("opaque: \(unit.name) \(unit.area())")

// Question: why does this fail?  func make(_ big: Bool) -> some Shape { big ? Square(...) : Rectangle(...) }
// Answer: all return paths must produce the same type. Use `any Shape` instead:
func make(_ big: Bool) -> any Shape {
    big ? Rectangle(w: 10, h: 10) : Square(side: 2)
}
print(make(true).name, make(false).name)

// `some` in parameter position is sugar for a generic parameter.
func describe(_ shape: some Shape) -> String {
    "\(shape.name) with area \(shape.area())"
}
print(describe(Triangle(base: 6, height: 2)))
// Existentials can be passed to `some` parameters (implicitly opened, Swift 5.7+)
for s in shapes {
    print(describe(s))
}

// Protocols with associated types: `any` needs care, `some` keeps the type info.
protocol Container {
    associatedtype Item
    var items: [Item] { get }
}
struct IntBag: Container { var items: [Int] }
struct WordBag: Container { var items: [String] }

func firstItem<C: Container>(_ c: C) -> C.Item? { c.items.first }
func countItems(_ c: some Container) -> Int { c.items.count }

let bags: [any Container] = [IntBag(items: [4, 5, 6]), WordBag(items: ["hi"])]
print(bags.map { countItems($0) })
print(firstItem(IntBag(items: [7, 8]))! + 1)
print(firstItem(WordBag(items: ["x", "y"]))!.uppercased())

// Comparing types at runtime
func kind(_ s: any Shape) -> String {
    switch s {
    case let sq as Square: return "Square(side: \(sq.side))"
    case is Rectangle: return "some rectangle"
    default: return "other: \(type(of: s))"
    }
}
print(shapes.map(kind))
// expect: square: 9.0
// expect: rectangle: 10.0
// expect: triangle: 6.0
// expect: total area: 25.0
// expect: opaque: square 1.0
// expect: rectangle square
// expect: triangle with area 6.0
// expect: square with area 9.0
// expect: rectangle with area 10.0
// expect: triangle with area 6.0
// expect: [3, 1]
// expect: 8
// expect: X
// expect: ["Square(side: 3.0)", "some rectangle", "other: Triangle"]
