// Code review refactor style (protocols and extensions): a shape type switch rewritten as a protocol with default implementations and extensions
protocol Shape {
    var name: String { get }
    var area: Double { get }
    var perimeter: Double { get }
}

extension Shape {
    var name: String { String(describing: type(of: self)).lowercased() }
    func summary() -> String {
        "\(name): area \(area.rounded2), perimeter \(perimeter.rounded2)"
    }
}

extension Double {
    var rounded2: Double { (self * 100).rounded() / 100 }
}

struct Circle: Shape {
    var radius: Double
    var area: Double { Double.pi * radius * radius }
    var perimeter: Double { 2 * Double.pi * radius }
}

struct Rectangle: Shape {
    var width, height: Double
    var area: Double { width * height }
    var perimeter: Double { 2 * (width + height) }
}

struct Square: Shape {
    var side: Double
    var name: String { "square \(side)" }
    var area: Double { side * side }
    var perimeter: Double { 4 * side }
}

extension Rectangle {
    init(square side: Double) { self.init(width: side, height: side) }
    var isSquare: Bool { width == height }
}

extension Array where Element == Shape {
    var totalArea: Double { reduce(0) { $0 + $1.area } }
    func largest() -> Shape? { self.max { $0.area < $1.area } }
}

let shapes: [Shape] = [Circle(radius: 1.5), Rectangle(width: 3, height: 4), Square(side: 2.5), Rectangle(square: 3)]
for s in shapes { print(s.summary()) }
print("total area:", shapes.totalArea.rounded2)
if let big = shapes.largest() { print("largest:", big.name) }
let rects = shapes.compactMap { $0 as? Rectangle }
print(rects.map(\.isSquare))

// expect: circle: area 7.07, perimeter 9.42
// expect: rectangle: area 12.0, perimeter 14.0
// expect: square 2.5: area 6.25, perimeter 10.0
// expect: rectangle: area 9.0, perimeter 12.0
// expect: total area: 34.32
// expect: largest: rectangle
// expect: [false, true]
