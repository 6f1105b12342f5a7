// Compiler test style: opaque return types (some) versus boxed protocol types (any), with shapes composed generically
protocol Shape { func draw() -> String }
struct Triangle: Shape {
    var size: Int
    func draw() -> String {
        return (1...size).map { String(repeating: "*", count: $0) }.joined(separator: "\n")
    }
}
struct Square: Shape {
    var size: Int
    func draw() -> String {
        return Array(repeating: String(repeating: "#", count: size), count: size).joined(separator: "\n")
    }
}
struct FlippedShape<T: Shape>: Shape {
    var shape: T
    func draw() -> String { return shape.draw().split(separator: "\n").reversed().joined(separator: "\n") }
}
struct JoinedShape<T: Shape, U: Shape>: Shape {
    var top: T, bottom: U
    func draw() -> String { return top.draw() + "\n" + bottom.draw() }
}

func flip<T: Shape>(_ shape: T) -> some Shape { return FlippedShape(shape: shape) }
func join<T: Shape, U: Shape>(_ top: T, _ bottom: U) -> some Shape { JoinedShape(top: top, bottom: bottom) }
let opaqueJoined = join(Triangle(size: 3), flip(Triangle(size: 2)))
print(opaqueJoined.draw())

struct VerticalShapes: Shape {
    var shapes: [any Shape]
    func draw() -> String { return shapes.map { $0.draw() }.joined(separator: "\n--\n") }
}
let boxed = VerticalShapes(shapes: [Square(size: 2), Triangle(size: 2), flip(Square(size: 1))])
print(boxed.draw())
print(boxed.shapes.map { String(describing: type(of: $0)) })

func describe(_ s: some Shape) -> Int { return s.draw().count }
let anyShape: any Shape = Triangle(size: 4)
print(describe(Square(size: 3)), describe(anyShape))
var container: any Shape = Square(size: 1)
print(container is Square, container.draw())
container = Triangle(size: 1)
print(container is Square, (container as? Triangle)?.size ?? 0)
func makeCounter() -> some Sequence<Int> { return stride(from: 0, to: 10, by: 4) }
print(Array(makeCounter()), makeCounter().reduce(0, +))
// expect: *
// expect: **
// expect: ***
// expect: **
// expect: *
// expect: ##
// expect: ##
// expect: --
// expect: *
// expect: **
// expect: --
// expect: #
// expect: ["Square", "Triangle", "FlippedShape<Square>"]
// expect: 11 13
// expect: true #
// expect: false 1
// expect: [0, 4, 8] 12
