// Stack Overflow answer style: protocol with extension default implementations, generic algorithm constrained to the protocol
protocol Shape {
    var name: String { get }
    func area() -> Double
    func perimeter() -> Double
}

extension Shape {
    var name: String { "shape" }
    func summary() -> String {
        "\(name): area=\(area()), perimeter=\(perimeter())"
    }
}

struct Rect: Shape {
    var w: Double, h: Double
    var name: String { "rect \(Int(w))x\(Int(h))" }
    func area() -> Double { w * h }
    func perimeter() -> Double { 2 * (w + h) }
}

struct Square: Shape {
    var side: Double
    func area() -> Double { side * side }
    func perimeter() -> Double { 4 * side }
}

struct Triangle: Shape {
    var a: Double, b: Double, c: Double
    var name: String { "triangle" }
    func area() -> Double {
        let s = perimeter() / 2
        return (s * (s - a) * (s - b) * (s - c)).squareRoot()
    }
    func perimeter() -> Double { a + b + c }
}

func largest<S: Shape>(_ shapes: [S]) -> S? {
    shapes.max { $0.area() < $1.area() }
}

func totalArea(_ shapes: [any Shape]) -> Double {
    shapes.reduce(0) { $0 + $1.area() }
}

let shapes: [any Shape] = [Rect(w: 3, h: 4), Square(side: 2.5), Triangle(a: 3, b: 4, c: 5)]
for s in shapes { print(s.summary()) }
print("total:", totalArea(shapes))
let squares = [Square(side: 1), Square(side: 3), Square(side: 2)]
if let big = largest(squares) { print("largest square side:", big.side) }

// expect: rect 3x4: area=12.0, perimeter=14.0
// expect: shape: area=6.25, perimeter=10.0
// expect: triangle: area=6.0, perimeter=12.0
// expect: total: 24.25
// expect: largest square side: 3.0
