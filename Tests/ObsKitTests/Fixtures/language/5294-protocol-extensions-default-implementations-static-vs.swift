// objc.io style (protocol-oriented shapes): protocol extensions, default implementations, and static vs dynamic dispatch
protocol Shape {
    var name: String { get }
    func area() -> Double
}

extension Shape {
    var name: String { "shape" }
    func describe() -> String { "\(name) with area \(area())" }
    func kind() -> String { "generic shape" }
}

protocol Polygon: Shape {
    var sides: Int { get }
}

extension Polygon {
    var name: String { "\(sides)-gon" }
}

struct Square: Polygon {
    var side: Double
    var sides: Int { 4 }
    func area() -> Double { side * side }
    func kind() -> String { "square" }
}

struct Triangle: Polygon {
    var base: Double, height: Double
    var sides: Int { 3 }
    func area() -> Double { base * height / 2 }
}

struct Circle: Shape {
    var radius: Double
    var name: String { "circle" }
    func area() -> Double { 3.0 * radius * radius }
}

let shapes: [any Shape] = [Square(side: 2), Triangle(base: 3, height: 4), Circle(radius: 1)]
for s in shapes {
    print(s.describe(), "|", s.kind())
}
let sq = Square(side: 3)
print(sq.kind(), (sq as any Shape).kind())
print(shapes.map { $0.area() }.reduce(0, +))

func largest<S: Sequence>(_ seq: S) -> String? where S.Element == any Shape {
    seq.max { $0.area() < $1.area() }?.name
}
print(largest(shapes) ?? "none")

func totalSides<P: Polygon>(_ items: [P]) -> Int { items.reduce(0) { $0 + $1.sides } }
print(totalSides([Square(side: 1), Square(side: 2)]), totalSides([Triangle(base: 1, height: 1)]))
let polys: [any Polygon] = [Triangle(base: 2, height: 2), Square(side: 1)]
print(polys.map(\.name), polys.map { $0.sides })
print(type(of: shapes[0]), type(of: polys))

// expect: 4-gon with area 4.0 | generic shape
// expect: 3-gon with area 6.0 | generic shape
// expect: circle with area 3.0 | generic shape
// expect: square generic shape
// expect: 13.0
// expect: 3-gon
// expect: 8 3
// expect: ["3-gon", "4-gon"] [3, 4]
// expect: Square Array<Polygon>
