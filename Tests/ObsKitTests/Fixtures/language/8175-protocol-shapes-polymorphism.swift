// Course exercise: protocol inheritance, protocol composition and heterogeneous arrays of shapes
import Foundation
protocol Shape {
    var name: String { get }
    func area() -> Double
}

protocol Polygon: Shape {
    var sideLengths: [Double] { get }
}

extension Polygon {
    func perimeter() -> Double { sideLengths.reduce(0, +) }
}

protocol Named {
    var label: String { get }
}

struct Square: Polygon, Named {
    let side: Double
    var name: String { "square" }
    var label: String { "Square(\(side))" }
    var sideLengths: [Double] { Array(repeating: side, count: 4) }
    func area() -> Double { side * side }
}

struct RightTriangle: Polygon {
    let a: Double, b: Double
    var name: String { "right triangle" }
    var sideLengths: [Double] { [a, b, (a * a + b * b).squareRoot()] }
    func area() -> Double { a * b / 2 }
}

struct Circle: Shape, Named {
    let radius: Double
    var name: String { "circle" }
    var label: String { "Circle(r=\(radius))" }
    func area() -> Double { 3.0 * radius * radius }
}

func describeLabeledShape(_ item: some Shape & Named) -> String {
    "\(item.label) has area \(item.area())"
}

let shapes: [any Shape] = [Square(side: 3), RightTriangle(a: 3, b: 4), Circle(radius: 2)]
for shape in shapes {
    var line = "\(shape.name): area \(shape.area())"
    if let polygon = shape as? any Polygon {
        line += ", perimeter \(polygon.perimeter())"
    }
    print(line)
}
let total = shapes.map { $0.area() }.reduce(0, +)
print("total area: \(total)")
print(describeLabeledShape(Square(side: 1.5)))
print(describeLabeledShape(Circle(radius: 1)))
let largest = shapes.max { $0.area() < $1.area() }!
print("largest: \(largest.name)")
print("named count: \(shapes.filter { $0 is Named }.count)")

// expect: square: area 9.0, perimeter 12.0
// expect: right triangle: area 6.0, perimeter 12.0
// expect: circle: area 12.0
// expect: total area: 27.0
// expect: Square(1.5) has area 2.25
// expect: Circle(r=1.0) has area 3.0
// expect: largest: circle
// expect: named count: 2
