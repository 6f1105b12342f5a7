// Inheritance: type checks with is, downcasts with as? and as!, casts in switch, type(of:) and a base-class array.
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Shape {
    let name: String
    init(name: String) { self.name = name }
    func area() -> Double { 0 }
}
class Rectangle: Shape {
    let w: Double, h: Double
    init(w: Double, h: Double) { self.w = w; self.h = h; super.init(name: "rectangle") }
    override func area() -> Double { w * h }
}
final class Square: Rectangle {
    init(side: Double) { super.init(w: side, h: side) }
}
final class Circle: Shape {
    let r: Double
    init(r: Double) { self.r = r; super.init(name: "circle") }
    override func area() -> Double { 3.0 * r * r }
}
let shapes: [Shape] = [Rectangle(w: 2, h: 3), Circle(r: 1), Square(side: 4), Shape(name: "blob")]
var rectangles = 0, circles = 0
for shape in shapes {
    if shape is Rectangle { rectangles += 1 } else if shape is Circle { circles += 1 }
}
print("\(rectangles) rectangles, \(circles) circles")
for shape in shapes {
    if let square = shape as? Square {
        print("square with side \(square.w)")
    } else if let rect = shape as? Rectangle {
        print("rectangle \(rect.w)x\(rect.h)")
    } else {
        print(shape.name, "area", shape.area())
    }
}
print(shapes.map { $0.area() })
for shape in shapes {
    switch shape {
    case let c as Circle: print("circle r=\(c.r)")
    case is Square: print("a square")
    case let r as Rectangle where r.w > 1: print("wide rectangle")
    default: print("other:", type(of: shape))
    }
}
let first = shapes[0] as! Rectangle
print(first.h, type(of: shapes[2]), type(of: shapes[2]) == Square.self)
print(shapes.compactMap { $0 as? Rectangle }.count, shapes[2] is Shape)
let anyValues: [Any] = [Circle(r: 2), "text", 4]
print(anyValues.compactMap { ($0 as? Shape)?.area() })

// expect: 2 rectangles, 1 circles
// expect: rectangle 2.0x3.0
// expect: circle area 3.0
// expect: square with side 4.0
// expect: blob area 0.0
// expect: [6.0, 3.0, 16.0, 0.0]
// expect: wide rectangle
// expect: circle r=1.0
// expect: a square
// expect: other: Shape
// expect: 3.0 Square true
// expect: 2 true
// expect: [12.0]
