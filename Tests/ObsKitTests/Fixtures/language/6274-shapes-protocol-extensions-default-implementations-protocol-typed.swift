// App Development with Swift style (protocols): shapes with protocol extensions, default implementations and protocol-typed arrays
import Foundation

protocol Shape {
    var name: String { get }
    func area() -> Double
    func perimeter() -> Double
}

extension Shape {
    var name: String { "shape" }
    func summary() -> String {
        String(format: "%@: area %.2f, perimeter %.2f", name, area(), perimeter())
    }
    func isBigger(than other: Shape) -> Bool { area() > other.area() }
}

struct Circle: Shape {
    var radius: Double
    var name: String { "circle" }
    func area() -> Double { Double.pi * radius * radius }
    func perimeter() -> Double { 2 * Double.pi * radius }
}

struct Rectangle: Shape {
    var width: Double, height: Double
    var name: String { width == height ? "square" : "rectangle" }
    func area() -> Double { width * height }
    func perimeter() -> Double { 2 * (width + height) }
}

struct Triangle: Shape {
    var a: Double, b: Double, c: Double
    func area() -> Double {
        let s = (a + b + c) / 2
        return (s * (s - a) * (s - b) * (s - c)).squareRoot()
    }
    func perimeter() -> Double { a + b + c }
}

protocol Describable {
    func describe() -> String
}
extension Describable {
    func describe() -> String { "I am \(type(of: self))" }
}
extension Circle: Describable {}
extension Rectangle: Describable {
    func describe() -> String { "A \(width)x\(height) box" }
}

let shapes: [Shape] = [Circle(radius: 2), Rectangle(width: 3, height: 4), Rectangle(width: 5, height: 5), Triangle(a: 3, b: 4, c: 5)]
for s in shapes { print(s.summary()) }
let largest = shapes.max { $0.area() < $1.area() }!
print("Largest: \(largest.name)")
print(shapes[0].isBigger(than: shapes[1]))
let total = shapes.reduce(0) { $0 + $1.perimeter() }
print(String(format: "Total perimeter: %.3f", total))
let describables: [Describable] = [Circle(radius: 1), Rectangle(width: 1, height: 2)]
for d in describables { print(d.describe()) }
print(shapes.filter { $0 is Describable }.count)

// expect: circle: area 12.57, perimeter 12.57
// expect: rectangle: area 12.00, perimeter 14.00
// expect: square: area 25.00, perimeter 20.00
// expect: shape: area 6.00, perimeter 12.00
// expect: Largest: square
// expect: true
// expect: Total perimeter: 58.566
// expect: I am Circle
// expect: A 1.0x2.0 box
// expect: 3
