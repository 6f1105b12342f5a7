// Swift book style: opaque return types hide generic shape wrappers; type(of:) reveals them
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
func flip<T: Shape>(_ shape: T) -> some Shape {
    FlippedShape(shape: shape)
}

let trapezoid = makeTrapezoid()
print(trapezoid.draw())
print(type(of: trapezoid))
let flipped = flip(Triangle(size: 3))
print(flipped.draw())
print(type(of: flipped))
print(type(of: flip(flip(Square(size: 1)))))
// expect: *
// expect: **
// expect: ##
// expect: ##
// expect: **
// expect: *
// expect: JoinedShape<Triangle, JoinedShape<Square, FlippedShape<Triangle>>>
// expect: ***
// expect: **
// expect: *
// expect: FlippedShape<Triangle>
// expect: FlippedShape<FlippedShape<Square>>
