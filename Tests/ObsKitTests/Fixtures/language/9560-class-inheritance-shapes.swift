// Class hierarchy for shapes: overridden computed properties, super calls, type casting, and polymorphic sorting (expected output from swiftc 6.3.1 on Linux)
import Foundation

class Shape: CustomStringConvertible {
    let name: String
    init(name: String) { self.name = name }
    var area: Double { 0 }
    var perimeter: Double { 0 }
    func describe() -> String { "\(name)" }
    var description: String {
        describe() + String(format: " area=%.2f perimeter=%.2f", area, perimeter)
    }
}

class Rectangle: Shape {
    let width: Double, height: Double
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
        super.init(name: "rectangle")
    }
    override var area: Double { width * height }
    override var perimeter: Double { 2 * (width + height) }
    override func describe() -> String { super.describe() + " \(width)x\(height)" }
}

final class Square: Rectangle {
    init(side: Double) { super.init(width: side, height: side) }
    override func describe() -> String { "square of side \(width)" }
}

final class Circle: Shape {
    let radius: Double
    init(radius: Double) {
        self.radius = radius
        super.init(name: "circle")
    }
    override var area: Double { Double.pi * radius * radius }
    override var perimeter: Double { 2 * Double.pi * radius }
}

let shapes: [Shape] = [Rectangle(width: 3, height: 4.5), Circle(radius: 1.5), Square(side: 2), Circle(radius: 0.5)]
shapes.forEach { print($0) }

let byArea = shapes.sorted { $0.area > $1.area }.map(\.name)
print(byArea)

let circles = shapes.compactMap { $0 as? Circle }
print("circles:", circles.count, circles.map(\.radius))
let rectangles = shapes.filter { $0 is Rectangle }
print("rectangles incl. squares:", rectangles.count, "squares:", shapes.filter { $0 is Square }.count)

for shape in shapes {
    switch shape {
    case let sq as Square: print("square side", sq.width)
    case let r as Rectangle where r.width > r.height: print("wide rectangle")
    case let r as Rectangle: print("tall rectangle", r.height)
    case let c as Circle: print("circle r=\(c.radius)")
    default: print("unknown")
    }
}
let totalArea = shapes.reduce(0) { $0 + $1.area }
print(String(format: "total area %.3f", totalArea), type(of: shapes[2]), shapes[2] is Rectangle)

// expect: rectangle 3.0x4.5 area=13.50 perimeter=15.00
// expect: circle area=7.07 perimeter=9.42
// expect: square of side 2.0 area=4.00 perimeter=8.00
// expect: circle area=0.79 perimeter=3.14
// expect: ["rectangle", "circle", "rectangle", "circle"]
// expect: circles: 2 [1.5, 0.5]
// expect: rectangles incl. squares: 2 squares: 1
// expect: tall rectangle 4.5
// expect: circle r=1.5
// expect: square side 2.0
// expect: circle r=0.5
// expect: total area 25.354 Square true
