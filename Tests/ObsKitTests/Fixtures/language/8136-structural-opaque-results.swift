// Swift Evolution style: SE-0328 structural opaque result types - some in tuples, optionals and arrays
protocol Shape {
    func area() -> Double
    var label: String { get }
}

struct Circle: Shape {
    var radius: Double
    func area() -> Double { 3 * radius * radius }
    var label: String { "circle(r=\(radius))" }
}

struct Square: Shape {
    var side: Double
    func area() -> Double { side * side }
    var label: String { "square(\(side))" }
}

// A tuple of two different opaque types
func makePair() -> (some Shape, some Shape) {
    (Circle(radius: 1), Square(side: 3))
}

// An optional opaque type
func findShape(named name: String) -> (some Shape)? {
    name == "square" ? Square(side: 2) : nil
}

// An array of an opaque element type
func grid(_ n: Int) -> [some Shape] {
    (1...n).map { Square(side: Double($0)) }
}

let (a, b) = makePair()
print(a.label, a.area())
print(b.label, b.area())

if let found = findShape(named: "square") {
    print("found \(found.label) with area \(found.area())")
}
print(findShape(named: "hexagon") == nil ? "no hexagon" : "hexagon?")

let squares = grid(4)
print(squares.map(\.label))
print("total area: \(squares.reduce(0) { $0 + $1.area() })")

func bigger(_ pair: (some Shape, some Shape)) -> String {
    pair.0.area() > pair.1.area() ? pair.0.label : pair.1.label
}
print("bigger: \(bigger(makePair()))")

// expect: circle(r=1.0) 3.0
// expect: square(3.0) 9.0
// expect: found square(2.0) with area 4.0
// expect: no hexagon
// expect: ["square(1.0)", "square(2.0)", "square(3.0)", "square(4.0)"]
// expect: total area: 30.0
// expect: bigger: square(3.0)
