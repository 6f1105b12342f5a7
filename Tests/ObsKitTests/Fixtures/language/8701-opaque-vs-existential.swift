// Tutorial style (Hacking with Swift, opaque return types): some Shape vs any Shape in practice
protocol Shape {
    var name: String { get }
    func area() -> Double
}

struct Square: Shape {
    let side: Double
    var name: String { "square" }
    func area() -> Double { side * side }
}

struct Circle: Shape {
    let radius: Double
    var name: String { "circle" }
    func area() -> Double { 3.0 * radius * radius }
}

func makeTile() -> some Shape {
    Square(side: 4)
}

func makeShape(round: Bool) -> any Shape {
    if round { return Circle(radius: 2) }
    return Square(side: 3)
}

let tile = makeTile()
print("Tile: \(tile.name) area \(tile.area())")

let shapes: [any Shape] = [makeShape(round: true), makeShape(round: false), tile]
for shape in shapes {
    print("\(shape.name): \(shape.area())")
}

let total = shapes.map { $0.area() }.reduce(0, +)
print("Total area: \(total)")

func largest(_ list: [any Shape]) -> (any Shape)? {
    list.max { $0.area() < $1.area() }
}
if let big = largest(shapes) {
    print("Largest is a \(big.name)")
}

func double<S: Shape>(_ shape: S) -> Double { shape.area() * 2 }
print("Doubled tile: \(double(tile))")
let opened = shapes[0]
print("Doubled first: \(double(opened))")
print("Is square: \(shapes[1] is Square)")

// expect: Tile: square area 16.0
// expect: circle: 12.0
// expect: square: 9.0
// expect: square: 16.0
// expect: Total area: 37.0
// expect: Largest is a square
// expect: Doubled tile: 32.0
// expect: Doubled first: 24.0
// expect: Is square: true
