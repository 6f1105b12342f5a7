// Compiler-test style: class inheritance with method overrides, super calls and dynamic dispatch through base references
class Shape {
    let name: String
    init(name: String) { self.name = name }
    func area() -> Double { 0 }
    func describe() -> String { "\(name) with area \(area())" }
    func trace() -> [String] { ["Shape.trace"] }
}

class Rectangle: Shape {
    let w: Double, h: Double
    init(w: Double, h: Double) {
        self.w = w; self.h = h
        super.init(name: "rectangle")
    }
    override func area() -> Double { w * h }
    override func trace() -> [String] { ["Rectangle.trace"] + super.trace() }
}

class Square: Rectangle {
    init(side: Double) { super.init(w: side, h: side) }
    override func describe() -> String { "square! " + super.describe() }
    override func trace() -> [String] { ["Square.trace"] + super.trace() }
}

final class Circle: Shape {
    let r: Int
    init(r: Int) { self.r = r; super.init(name: "circle") }
    override func area() -> Double { 3.0 * Double(r * r) }
}

let shapes: [Shape] = [Shape(name: "blob"), Rectangle(w: 2, h: 3), Square(side: 4), Circle(r: 2)]
for s in shapes {
    print(s.describe())
}
print(Square(side: 1).trace().joined(separator: " -> "))
let r: Rectangle = Square(side: 5)
print(type(of: r), r.area())
print(shapes.map { $0 is Rectangle })
print(shapes.compactMap { ($0 as? Square)?.w })

// expect: blob with area 0.0
// expect: rectangle with area 6.0
// expect: square! rectangle with area 16.0
// expect: circle with area 12.0
// expect: Square.trace -> Rectangle.trace -> Shape.trace
// expect: Square 25.0
// expect: [false, true, true, false]
// expect: [4.0]
