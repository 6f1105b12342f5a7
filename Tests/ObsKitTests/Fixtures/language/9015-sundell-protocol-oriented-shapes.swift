// Protocol-oriented design: protocols with default implementations, composition, and existentials
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

protocol Shape {
    var name: String { get }
    var area: Double { get }
    var perimeter: Double { get }
}

extension Shape {
    var name: String { String(describing: type(of: self)) }
    func summary() -> String {
        "\(name): area \(rounded(area)), perimeter \(rounded(perimeter))"
    }
    private func rounded(_ x: Double) -> String {
        String(format: "%.2f", x)
    }
}

protocol Scalable {
    func scaled(by factor: Double) -> Self
}

struct Circle: Shape, Scalable {
    var radius: Double
    var area: Double { Double.pi * radius * radius }
    var perimeter: Double { 2 * Double.pi * radius }
    func scaled(by factor: Double) -> Circle { Circle(radius: radius * factor) }
}

struct Rectangle: Shape, Scalable {
    var width: Double, height: Double
    var area: Double { width * height }
    var perimeter: Double { 2 * (width + height) }
    func scaled(by factor: Double) -> Rectangle { Rectangle(width: width * factor, height: height * factor) }
}

struct Square: Shape {
    var side: Double
    var name: String { "Square(\(side))" }
    var area: Double { side * side }
    var perimeter: Double { 4 * side }
}

extension Array where Element == any Shape {
    var totalArea: Double { reduce(0) { $0 + $1.area } }
}

func doubled<S: Shape & Scalable>(_ shape: S) -> S { shape.scaled(by: 2) }

let shapes: [any Shape] = [Circle(radius: 1), Rectangle(width: 3, height: 4), Square(side: 2.5)]
for shape in shapes {
    print(shape.summary())
}
print("total area:", String(format: "%.1f", shapes.totalArea))
print(doubled(Rectangle(width: 1, height: 2)).summary())
print(doubled(Circle(radius: 0.5)).radius)

let largest = shapes.max { $0.area < $1.area }!
print("largest:", largest.name)
let scalables = shapes.compactMap { $0 as? any Scalable }
print("scalable count:", scalables.count)
// expect: Circle: area 3.14, perimeter 6.28
// expect: Rectangle: area 12.00, perimeter 14.00
// expect: Square(2.5): area 6.25, perimeter 10.00
// expect: total area: 21.4
// expect: Rectangle: area 8.00, perimeter 12.00
// expect: 1.0
// expect: largest: Rectangle
// expect: scalable count: 2
