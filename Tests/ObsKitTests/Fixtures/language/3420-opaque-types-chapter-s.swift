// Swift book style: the Opaque Types chapter's Shape examples: FlippedShape, JoinedShape, generic wrappers and `some Shape` return types
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
        Array(repeating: String(repeating: "*", count: size), count: size).joined(separator: "\n")
    }
}

struct FlippedShape<T: Shape>: Shape {
    var shape: T
    func draw() -> String {
        shape.draw().split(separator: "\n").reversed().joined(separator: "\n")
    }
}

struct JoinedShape<T: Shape, U: Shape>: Shape {
    var top: T
    var bottom: U
    func draw() -> String { top.draw() + "\n" + bottom.draw() }
}

func makeTrapezoid() -> some Shape {
    let top = Triangle(size: 2)
    let middle = Square(size: 2)
    let bottom = FlippedShape(shape: top)
    return JoinedShape(top: top, bottom: JoinedShape(top: middle, bottom: bottom))
}

func flip<T: Shape>(_ shape: T) -> some Shape { FlippedShape(shape: shape) }
func join<T: Shape, U: Shape>(_ top: T, _ bottom: U) -> some Shape { JoinedShape(top: top, bottom: bottom) }

print(makeTrapezoid().draw())
print("---")
let opaqueJoined = join(Triangle(size: 3), flip(Triangle(size: 3)))
print(opaqueJoined.draw())
print("---")
let lines = makeTrapezoid().draw().split(separator: "\n")
print(lines.count, lines.map(\.count))
let shapes: [any Shape] = [Square(size: 1), Triangle(size: 2), flip(Square(size: 2))]
print(shapes.map { $0.draw().filter { $0 == "*" }.count })
func protoFlip<T: Shape>(_ shape: T) -> Shape {
    if shape is Square { return shape }
    return FlippedShape(shape: shape)
}
print(protoFlip(Square(size: 1)).draw(), protoFlip(Triangle(size: 2)).draw().count)
// expect: *
// expect: **
// expect: **
// expect: **
// expect: **
// expect: *
// expect: ---
// expect: *
// expect: **
// expect: ***
// expect: ***
// expect: **
// expect: *
// expect: ---
// expect: 6 [1, 2, 2, 2, 2, 1]
// expect: [1, 3, 4]
// expect: * 4
