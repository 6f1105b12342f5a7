// Swift book style (Opaque and Boxed Types): Shape protocol, some Shape, any Shape, flipped and joined shapes
protocol Shape { func draw() -> String }
struct Triangle: Shape {
    var size: Int
    func draw() -> String {
        var result: [String] = []
        for length in 1...size { result.append(String(repeating: "*", count: length)) }
        return result.joined(separator: "\n")
    }
}
struct Square: Shape {
    var size: Int
    func draw() -> String {
        let line = String(repeating: "#", count: size)
        return Array(repeating: line, count: size).joined(separator: "\n")
    }
}
struct FlippedShape<T: Shape>: Shape {
    var shape: T
    func draw() -> String { shape.draw().split(separator: "\n").reversed().joined(separator: "\n") }
}
struct JoinedShape<T: Shape, U: Shape>: Shape {
    var top: T, bottom: U
    func draw() -> String { top.draw() + "\n" + bottom.draw() }
}
let small = Triangle(size: 3)
print(small.draw())
print(FlippedShape(shape: small).draw())
func makeTrapezoid() -> some Shape {
    let top = Triangle(size: 2)
    let middle = Square(size: 2)
    let bottom = FlippedShape(shape: top)
    return JoinedShape(top: top, bottom: JoinedShape(top: middle, bottom: bottom))
}
print(makeTrapezoid().draw())
func flip<T: Shape>(_ s: T) -> some Shape { FlippedShape(shape: s) }
print(flip(Triangle(size: 2)).draw())
struct VerticalShapes: Shape {
    var shapes: [any Shape]
    func draw() -> String { shapes.map { $0.draw() }.joined(separator: "\n--\n") }
}
let v = VerticalShapes(shapes: [Triangle(size: 1), Square(size: 2)])
print(v.draw())
func describe(_ s: some Shape) -> Int { s.draw().count }
print(describe(Square(size: 3)))
let boxes: [any Shape] = [Square(size: 1), Triangle(size: 2)]
print(boxes.count, boxes.map { $0.draw().count })
if let sq = boxes[0] as? Square { print("first is square of \(sq.size)") }
// expect: *
// expect: **
// expect: ***
// expect: ***
// expect: **
// expect: *
// expect: *
// expect: **
// expect: ##
// expect: ##
// expect: **
// expect: *
// expect: **
// expect: *
// expect: *
// expect: --
// expect: ##
// expect: ##
// expect: 11
// expect: 2 [1, 4]
// expect: first is square of 1
