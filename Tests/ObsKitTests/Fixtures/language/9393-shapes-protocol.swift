// protocol-oriented shapes: area/perimeter requirements, default description, existential arrays (expected output from swiftc 6.3.1 on Linux)
import Foundation

protocol Shape {
    var name: String { get }
    func area() -> Double
    func perimeter() -> Double
}

extension Shape {
    var summary: String {
        String(format: "%@: area %.2f, perimeter %.2f", name, area(), perimeter())
    }
}

struct Circle: Shape {
    let radius: Double
    var name: String { "Circle" }
    func area() -> Double { .pi * radius * radius }
    func perimeter() -> Double { 2 * .pi * radius }
}

struct Rectangle: Shape {
    let width: Double, height: Double
    var name: String { width == height ? "Square" : "Rectangle" }
    func area() -> Double { width * height }
    func perimeter() -> Double { 2 * (width + height) }
}

struct Triangle: Shape {
    let a: Double, b: Double, c: Double
    var name: String { "Triangle" }
    func perimeter() -> Double { a + b + c }
    func area() -> Double {
        let s = perimeter() / 2
        return (s * (s - a) * (s - b) * (s - c)).squareRoot()
    }
}

let shapes: [any Shape] = [
    Circle(radius: 1.5),
    Rectangle(width: 4, height: 2.5),
    Rectangle(width: 3, height: 3),
    Triangle(a: 3, b: 4, c: 5),
]

for shape in shapes {
    print(shape.summary)
}

let totalArea = shapes.reduce(0) { $0 + $1.area() }
print(String(format: "Total area: %.3f", totalArea))

let largest = shapes.max { $0.area() < $1.area() }!
print("Largest: \(largest.name)")

let circles = shapes.compactMap { $0 as? Circle }
print("Circles: \(circles.count), radius \(circles[0].radius)")

func describe(_ shape: some Shape) -> String {
    "\(shape.name) with \(Int(shape.perimeter().rounded())) units around"
}
print(describe(Triangle(a: 6, b: 6, c: 6)))
let sortedNames = shapes.sorted { $0.perimeter() < $1.perimeter() }.map(\.name)
print(sortedNames)
// expect: Circle: area 7.07, perimeter 9.42
// expect: Rectangle: area 10.00, perimeter 13.00
// expect: Square: area 9.00, perimeter 12.00
// expect: Triangle: area 6.00, perimeter 12.00
// expect: Total area: 32.069
// expect: Largest: Rectangle
// expect: Circles: 1, radius 1.5
// expect: Triangle with 18 units around
// expect: ["Circle", "Square", "Triangle", "Rectangle"]
