// Evolution proposal style (SE-0244, SE-0341, SE-0346): opaque result types, some parameters, primary associated types
protocol Shape { func area() -> Double; var name: String { get } }
struct Square: Shape { var s: Double; func area() -> Double { s * s }; var name: String { "square" } }
struct Rect: Shape { var w, h: Double; func area() -> Double { w * h }; var name: String { "rect" } }
struct Scaled<S: Shape>: Shape {
    var inner: S; var k: Double
    func area() -> Double { inner.area() * k * k }
    var name: String { "scaled \(inner.name)" }
}
func makeShape() -> some Shape { Scaled(inner: Square(s: 2), k: 3) }
func twice(_ s: some Shape) -> some Shape { Scaled(inner: s, k: 2) }
let shape = makeShape()
print(shape.name, shape.area())
let t = twice(twice(Rect(w: 1, h: 2)))
print(t.name, t.area())
print(type(of: t))
func evens(upTo n: Int) -> some Sequence<Int> { stride(from: 0, through: n, by: 2) }
print(Array(evens(upTo: 9)), evens(upTo: 4).reduce(0, +))
func firstTwo(_ c: some Collection<String>) -> [String] { Array(c.prefix(2)) }
print(firstTwo(["x", "y", "z"]), firstTwo(Set(["only"])))
let anyCollections: [any Collection<Int>] = [[1, 2, 3], Set([4]), 5..<8]
print(anyCollections.map { $0.count }, anyCollections.map { $0.reduce(0, +) })
func sumAll(_ c: any Collection<Int>) -> Int { c.reduce(0, +) }
print(sumAll(1...100))
func makeCounter() -> some Equatable { 42 }
print(makeCounter() == makeCounter())
var opaqueVar: some Shape = Rect(w: 2, h: 5)
print(opaqueVar.area())
print(opaqueVar.name, type(of: opaqueVar))
let shapes: [any Shape] = [Square(s: 1), Rect(w: 2, h: 3), makeShape()]
print(shapes.map { $0.area() }, shapes.map(\.name))
func describe(_ items: some Sequence<some CustomStringConvertible>) -> String { items.map(\.description).joined(separator: "|") }
print(describe([1, 2]), describe(["a"]))

// expect: scaled square 36.0
// expect: scaled scaled rect 32.0
// expect: Scaled<Scaled<Rect>>
// expect: [0, 2, 4, 6, 8] 6
// expect: ["x", "y"] ["only"]
// expect: [3, 1, 3] [6, 4, 18]
// expect: 5050
// expect: true
// expect: 10.0
// expect: rect Rect
// expect: [1.0, 6.0, 36.0] ["square", "rect", "scaled square"]
// expect: 1|2 a
