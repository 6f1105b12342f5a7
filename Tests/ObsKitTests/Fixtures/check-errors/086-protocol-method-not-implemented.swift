// Mistake: declares conformance to a protocol but implements only one of its two requirements.
// Expected message: swiftc 6.3.1 -typecheck on this machine
protocol Shape {
    var name: String { get }
    func area() -> Double
}

struct Rectangle: Shape {
    let width: Double
    let height: Double

    var name: String { "rectangle" }

    func area() -> Double {
        width * height
    }
}

struct Triangle: Shape {
    let base: Double
    let height: Double

    var name: String { "triangle" }
}

let shapes: [any Shape] = [
    Rectangle(width: 3, height: 4),
    Triangle(base: 6, height: 2),
]

for shape in shapes {
    print("A \(shape.name) with area \(shape.area())")
}
let total = shapes.map { $0.area() }.reduce(0, +)
print("Total area: \(total)")
// expect-error: type 'Triangle' does not conform to protocol 'Shape'
