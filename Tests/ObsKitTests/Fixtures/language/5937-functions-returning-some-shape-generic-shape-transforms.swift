// Swift book style (Opaque and Boxed Types): functions returning some Shape, generic shape transforms keeping their type hidden, and any Shape boxes in arrays
protocol Shape {
    func draw() -> String
}
struct Triangle: Shape {
    var size: Int
    func draw() -> String {
        (1...size).map { String(repeating: "*", count: $0) }.joined(separator: "\n")
    }
}
struct Square: Shape {
    var size: Int
    func draw() -> String {
        Array(repeating: String(repeating: "#", count: size), count: size).joined(separator: "\n")
    }
}
struct Flipped<T: Shape>: Shape {
    var shape: T
    func draw() -> String { shape.draw().split(separator: "\n").reversed().joined(separator: "\n") }
}
struct Joined<T: Shape, U: Shape>: Shape {
    var top: T, bottom: U
    func draw() -> String { top.draw() + "\n" + bottom.draw() }
}
func trapezoid() -> some Shape {
    Joined(top: Triangle(size: 2), bottom: Joined(top: Square(size: 2), bottom: Flipped(shape: Triangle(size: 2))))
}
print(trapezoid().draw())
print("--")
func flip<T: Shape>(_ s: T) -> some Shape { Flipped(shape: s) }
func join<T: Shape, U: Shape>(_ a: T, _ b: U) -> some Shape { Joined(top: a, bottom: b) }
let combo = join(flip(Triangle(size: 3)), Square(size: 1))
print(combo.draw())
print("--")

let boxed: [any Shape] = [Triangle(size: 1), Square(size: 2), Flipped(shape: Triangle(size: 2))]
for s in boxed {
    print(type(of: s), s.draw().count)
}
func describe(_ s: any Shape) -> String {
    if let sq = s as? Square { return "square of \(sq.size)" }
    return "other shape"
}
print(boxed.map(describe))

protocol Container {
    associatedtype Item
    var first: Item { get }
}
struct Box<T>: Container { var v: T; var first: T { v } }
func makeBox() -> some Container { Box(v: 41) }
let opaque = makeBox()
print(opaque.first, type(of: opaque.first))
func firstOf(_ c: some Container) -> String { "\(c.first)" }
let list: [any Container] = [Box(v: "s"), Box(v: 2.5)]
print(list.map { firstOf($0) })
let someShape: some Shape = Square(size: 1)
print(someShape.draw())

// expect: *
// expect: **
// expect: ##
// expect: ##
// expect: **
// expect: *
// expect: --
// expect: ***
// expect: **
// expect: *
// expect: #
// expect: --
// expect: Triangle 1
// expect: Square 5
// expect: Flipped<Triangle> 4
// expect: ["other shape", "square of 2", "other shape"]
// expect: 41 Int
// expect: ["s", "2.5"]
// expect: #
