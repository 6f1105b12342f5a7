// Swift book style (Protocols): protocol with extension defaults, several conformers and existential arrays
import Foundation

protocol Shape {
    var name: String { get }
    func area() -> Double
    func perimeter() -> Double
}

extension Shape {
    var name: String { String(describing: type(of: self)).lowercased() }
    func summary() -> String {
        "\(name): area \(rounded(area())), perimeter \(rounded(perimeter()))"
    }
    func rounded(_ v: Double) -> Double { (v * 100).rounded() / 100 }
}

protocol Scalable {
    func scaled(by factor: Double) -> Self
}

struct Circle: Shape, Scalable {
    var radius: Double
    func area() -> Double { 3.14159 * radius * radius }
    func perimeter() -> Double { 2 * 3.14159 * radius }
    func scaled(by factor: Double) -> Circle { Circle(radius: radius * factor) }
}

struct Rectangle: Shape, Scalable {
    var width: Double, height: Double
    func area() -> Double { width * height }
    func perimeter() -> Double { 2 * (width + height) }
    func scaled(by factor: Double) -> Rectangle { Rectangle(width: width * factor, height: height * factor) }
}

struct Triangle: Shape {
    var a: Double, b: Double, c: Double
    var name: String { a == b && b == c ? "equilateral triangle" : "triangle" }
    func perimeter() -> Double { a + b + c }
    func area() -> Double {
        let s = perimeter() / 2
        return (s * (s - a) * (s - b) * (s - c)).squareRoot()
    }
}

let shapes: [any Shape] = [Circle(radius: 1.5), Rectangle(width: 3, height: 4.5),
                           Triangle(a: 3, b: 4, c: 5), Triangle(a: 2, b: 2, c: 2)]
for shape in shapes { print(shape.summary()) }

let largest = shapes.max { $0.area() < $1.area() }!
print("Largest: \(largest.name)")
let total = shapes.reduce(0.0) { $0 + $1.area() }
print("Total area: \((total * 100).rounded() / 100)")

func doubled<S: Shape & Scalable>(_ s: S) -> S { s.scaled(by: 2) }
print(doubled(Circle(radius: 1)).summary())
print(doubled(Rectangle(width: 1, height: 2)).summary())
let scalableCount = shapes.filter { $0 is any Scalable }.count
print("Scalable shapes: \(scalableCount) of \(shapes.count)")

// expect: circle: area 7.07, perimeter 9.42
// expect: rectangle: area 13.5, perimeter 15.0
// expect: triangle: area 6.0, perimeter 12.0
// expect: equilateral triangle: area 1.73, perimeter 6.0
// expect: Largest: rectangle
// expect: Total area: 28.3
// expect: circle: area 12.57, perimeter 12.57
// expect: rectangle: area 8.0, perimeter 12.0
// expect: Scalable shapes: 2 of 4
