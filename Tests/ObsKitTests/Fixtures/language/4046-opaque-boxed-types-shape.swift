// Swift book style: Opaque and Boxed Types: Shape protocol with some return types and generic wrappers
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

struct Square: Shape {
    var size: Int
    func draw() -> String {
        let line = String(repeating: "*", count: size)
        let result = Array(repeating: line, count: size)
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

func makeTrapezoid() -> some Shape {
    let top = Triangle(size: 2)
    let middle = Square(size: 2)
    let bottom = FlippedShape(shape: top)
    let trapezoid = JoinedShape(top: top, bottom: JoinedShape(top: middle, bottom: bottom))
    return trapezoid
}

let smallTriangle = Triangle(size: 3)
print(smallTriangle.draw())
print("--")
let flippedTriangle = FlippedShape(shape: smallTriangle)
print(flippedTriangle.draw())
print("--")
let trapezoid = makeTrapezoid()
print(trapezoid.draw())
print("--")

func flip<T: Shape>(_ shape: T) -> some Shape {
    return FlippedShape(shape: shape)
}
func join<T: Shape, U: Shape>(_ top: T, _ bottom: U) -> some Shape {
    JoinedShape(top: top, bottom: bottom)
}
let opaqueJoinedTriangles = join(smallTriangle, flip(smallTriangle))
print(opaqueJoinedTriangles.draw())
print("--")

func makeCounter() -> some Sequence {
    return [10, 20, 30]
}
var total = 0
for case let n as Int in makeCounter() { total += n }
print("total: \(total)")
// expect: *
// expect: **
// expect: ***
// expect: --
// expect: ***
// expect: **
// expect: *
// expect: --
// expect: *
// expect: **
// expect: **
// expect: **
// expect: **
// expect: *
// expect: --
// expect: *
// expect: **
// expect: ***
// expect: ***
// expect: **
// expect: *
// expect: --
// expect: total: 60
