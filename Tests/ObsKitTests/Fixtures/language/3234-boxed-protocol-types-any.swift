// Swift book style: boxed protocol types with any Shape and type casting
protocol Shape {
    func draw() -> String
    var name: String { get }
}

struct Triangle: Shape {
    var size: Int
    var name: String { "Triangle(\(size))" }
    func draw() -> String {
        (1...size).map { String(repeating: "*", count: $0) }.joined(separator: "|")
    }
}

struct Square: Shape {
    var size: Int
    var name: String { "Square(\(size))" }
    func draw() -> String {
        Array(repeating: String(repeating: "#", count: size), count: size).joined(separator: "|")
    }
}

struct VerticalShapes: Shape {
    var shapes: [any Shape]
    var name: String { "Vertical[\(shapes.map { $0.name }.joined(separator: ", "))]" }
    func draw() -> String {
        return shapes.map { $0.draw() }.joined(separator: " / ")
    }
}

let largeTriangle = Triangle(size: 3)
let largeSquare = Square(size: 3)
let vertical = VerticalShapes(shapes: [largeTriangle, largeSquare])
print(vertical.name)
print(vertical.draw())

if let downcastTriangle = vertical.shapes[0] as? Triangle {
    print("First shape is a triangle of size \(downcastTriangle.size)")
}
if vertical.shapes[1] is Triangle {
    print("second is triangle")
} else {
    print("second is not a triangle")
}

var shapes: [any Shape] = [Square(size: 1), Triangle(size: 2)]
shapes.append(vertical)
for s in shapes {
    switch s {
    case let sq as Square:
        print("square with side", sq.size)
    case let tr as Triangle:
        print("triangle with size", tr.size)
    default:
        print("composite:", s.name)
    }
}

func describe(_ s: any Shape) -> String {
    "<\(s.name)>"
}
print(shapes.map(describe).joined())
// expect: Vertical[Triangle(3), Square(3)]
// expect: *|**|*** / ###|###|###
// expect: First shape is a triangle of size 3
// expect: second is not a triangle
// expect: square with side 1
// expect: triangle with size 2
// expect: composite: Vertical[Triangle(3), Square(3)]
// expect: <Square(1)><Triangle(2)><Vertical[Triangle(3), Square(3)]>
