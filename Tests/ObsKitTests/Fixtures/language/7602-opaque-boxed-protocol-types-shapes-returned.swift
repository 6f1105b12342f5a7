// Swift book style (Opaque and Boxed Protocol Types): shapes returned as some Shape and drawn as ASCII
protocol Shape {
    func draw() -> String
}
struct Triangle: Shape {
    var size: Int
    func draw() -> String {
        var result: [String] = []
        for length in 1...size {
            result.append(String(repeating: "*", count: length))
        }
        return result.joined(separator: "\n")
    }
}
struct FlippedShape<T: Shape>: Shape {
    var shape: T
    func draw() -> String {
        let lines = shape.draw().split(separator: "\n")
        return lines.reversed().joined(separator: "\n")
    }
}
struct JoinedShape<T: Shape, U: Shape>: Shape {
    var top: T
    var bottom: U
    func draw() -> String {
        return top.draw() + "\n" + bottom.draw()
    }
}
struct Square: Shape {
    var size: Int
    func draw() -> String {
        let line = String(repeating: "#", count: size)
        let lines = Array(repeating: line, count: size)
        return lines.joined(separator: "\n")
    }
}
func makeTrapezoid() -> some Shape {
    let top = Triangle(size: 2)
    let middle = Square(size: 2)
    let bottom = FlippedShape(shape: top)
    let trapezoid = JoinedShape(
        top: top,
        bottom: JoinedShape(top: middle, bottom: bottom)
    )
    return trapezoid
}
let trapezoid = makeTrapezoid()
print(trapezoid.draw())
func flip<T: Shape>(_ shape: T) -> some Shape {
    return FlippedShape(shape: shape)
}
func join<T: Shape, U: Shape>(_ top: T, _ bottom: U) -> some Shape {
    JoinedShape(top: top, bottom: bottom)
}
let opaqueJoined = join(Triangle(size: 3), flip(Triangle(size: 3)))
print(opaqueJoined.draw())
print("---")
print(flip(Square(size: 1)).draw())
// expect: *
// expect: **
// expect: ##
// expect: ##
// expect: **
// expect: *
// expect: *
// expect: **
// expect: ***
// expect: ***
// expect: **
// expect: *
// expect: ---
// expect: #
