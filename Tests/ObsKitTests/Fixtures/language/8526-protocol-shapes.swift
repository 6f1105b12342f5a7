// Course style (protocols drill): Shape protocol, areas with String(format:), sorting by area
import Foundation

protocol Shape {
    var name: String { get }
    func area() -> Double
    func perimeter() -> Double
}

extension Shape {
    func summary() -> String {
        return "\(name): area \(String(format: "%.2f", area())), perimeter \(String(format: "%.2f", perimeter()))"
    }
}

struct Circle: Shape {
    let radius: Double
    var name: String { "Circle r=\(radius)" }
    func area() -> Double { Double.pi * radius * radius }
    func perimeter() -> Double { 2 * Double.pi * radius }
}

struct Rectangle: Shape {
    let width: Double
    let height: Double
    var name: String { width == height ? "Square \(width)" : "Rectangle \(width)x\(height)" }
    func area() -> Double { width * height }
    func perimeter() -> Double { 2 * (width + height) }
}

struct Triangle: Shape {
    let a: Double, b: Double, c: Double
    var name: String { "Triangle \(a)/\(b)/\(c)" }
    func perimeter() -> Double { a + b + c }
    func area() -> Double {
        let s = perimeter() / 2
        return (s * (s - a) * (s - b) * (s - c)).squareRoot()
    }
}

let shapes: [Shape] = [
    Circle(radius: 1.5),
    Rectangle(width: 4, height: 2.5),
    Triangle(a: 3, b: 4, c: 5),
    Rectangle(width: 3, height: 3),
    Circle(radius: 0.5),
]

for shape in shapes {
    print(shape.summary())
}

let sorted = shapes.sorted { $0.area() > $1.area() }
print("Largest: \(sorted.first!.name), smallest: \(sorted.last!.name)")

let totalArea = shapes.reduce(0) { $0 + $1.area() }
print("Total area: \(String(format: "%.3f", totalArea))")
print("Rounded to tenth: \((totalArea * 10).rounded() / 10)")

let circles = shapes.compactMap { $0 as? Circle }
print("Circles found: \(circles.count), radii \(circles.map { $0.radius })")
let bigOnes = shapes.filter { $0.area() > 7 }.map { $0.name }
print("Area over 7: \(bigOnes)")
print(String(format: "Pi to 5 places: %.5f, as integer percent: %d%%", Double.pi, Int(Double.pi * 100)))

// expect: Circle r=1.5: area 7.07, perimeter 9.42
// expect: Rectangle 4.0x2.5: area 10.00, perimeter 13.00
// expect: Triangle 3.0/4.0/5.0: area 6.00, perimeter 12.00
// expect: Square 3.0: area 9.00, perimeter 12.00
// expect: Circle r=0.5: area 0.79, perimeter 3.14
// expect: Largest: Rectangle 4.0x2.5, smallest: Circle r=0.5
// expect: Total area: 32.854
// expect: Rounded to tenth: 32.9
// expect: Circles found: 2, radii [1.5, 0.5]
// expect: Area over 7: ["Circle r=1.5", "Rectangle 4.0x2.5", "Square 3.0"]
// expect: Pi to 5 places: 3.14159, as integer percent: 314%
