// Opaque result types (some) and existential types (any)
protocol Shape {
    func area() -> Double
    var name: String { get }
}
struct Square: Shape {
    let side: Double
    func area() -> Double { side * side }
    var name: String { "square" }
}
struct Circle: Shape {
    let r: Double
    func area() -> Double { 3 * r * r }
    var name: String { "circle" }
}

func makeShape() -> some Shape {
    Square(side: 3)
}

func describe(_ s: some Shape) -> String {
    "\(s.name): \(s.area())"
}

let shapes: [any Shape] = [Square(side: 2), Circle(r: 1)]
for s in shapes {
    print(s.name, s.area())
}
print(describe(makeShape()))
let total = shapes.map { $0.area() }.reduce(0, +)
print(total)

// expect: square 4.0
// expect: circle 3.0
// expect: square: 9.0
// expect: 7.0
