// Puzzle style: interview shapes exercise — parse shape specs, areas via protocols, class hierarchy and dispatch
protocol Shape {
    var name: String { get }
    func area() -> Double
    func perimeter() -> Double
}

extension Shape {
    func summary() -> String { "\(name): area \(area())" }
    func kind() -> String { "generic shape" }
}

struct Rectangle: Shape {
    let width: Double, height: Double
    var name: String { width == height ? "square \(width)" : "rectangle \(width)x\(height)" }
    func area() -> Double { width * height }
    func perimeter() -> Double { 2 * (width + height) }
    func kind() -> String { "quadrilateral" }
}

struct Circle: Shape {
    let radius: Double
    var name: String { "circle r=\(radius)" }
    func area() -> Double { Double.pi * radius * radius }
    func perimeter() -> Double { 2 * Double.pi * radius }
}

class Polygon: Shape {
    let sides: [Double]
    init(sides: [Double]) { self.sides = sides }
    var name: String { "polygon(\(sides.count))" }
    func area() -> Double { 0 }
    func perimeter() -> Double { sides.reduce(0, +) }
    func describe() -> String { "\(name) with perimeter \(perimeter())" }
}

final class RightTriangle: Polygon {
    init(base: Double, height: Double, hypotenuse: Double) {
        super.init(sides: [base, height, hypotenuse])
    }
    override var name: String { "right triangle \(sides[0])x\(sides[1])" }
    override func area() -> Double { sides[0] * sides[1] / 2 }
    override func describe() -> String { "right-angled " + super.describe() }
}

let specs = """
rect 3 4
circle 2
rect 5 5
triangle 3 4 5
polygon 1 2 3 4 5
hexagon 9
circle 0.5
"""

var shapes: [any Shape] = []
for line in specs.split(separator: "\n") {
    let parts = line.split(separator: " ")
    let numbers = parts.dropFirst().compactMap { Double($0) }
    switch (parts[0], numbers.count) {
    case ("rect", 2): shapes.append(Rectangle(width: numbers[0], height: numbers[1]))
    case ("circle", 1): shapes.append(Circle(radius: numbers[0]))
    case ("triangle", 3): shapes.append(RightTriangle(base: numbers[0], height: numbers[1], hypotenuse: numbers[2]))
    case ("polygon", let n) where n >= 3: shapes.append(Polygon(sides: numbers))
    default: print("skipping unknown spec '\(line)'")
    }
}

for shape in shapes {
    print("\(shape.summary()), perimeter \(shape.perimeter()), kind: \(shape.kind())")
}
let rect = Rectangle(width: 2, height: 8)
print("Direct call: \(rect.kind()), via protocol: \((rect as any Shape).kind())")
let polygons = shapes.compactMap { $0 as? Polygon }
print(polygons.map { $0.describe() }.joined(separator: "; "))
let largest = shapes.max { $0.area() < $1.area() }!
print("Largest: \(largest.name), triangles: \(shapes.filter { $0 is RightTriangle }.count)")
let total = shapes.reduce(0.0) { $0 + $1.area() }
print("Total area: \(total), whole part \(Int(total)), hundredths \(Int(total * 100) % 100)")
// expect: skipping unknown spec 'hexagon 9'
// expect: rectangle 3.0x4.0: area 12.0, perimeter 14.0, kind: generic shape
// expect: circle r=2.0: area 12.566370614359172, perimeter 12.566370614359172, kind: generic shape
// expect: square 5.0: area 25.0, perimeter 20.0, kind: generic shape
// expect: right triangle 3.0x4.0: area 6.0, perimeter 12.0, kind: generic shape
// expect: polygon(5): area 0.0, perimeter 15.0, kind: generic shape
// expect: circle r=0.5: area 0.7853981633974483, perimeter 3.141592653589793, kind: generic shape
// expect: Direct call: quadrilateral, via protocol: generic shape
// expect: right-angled right triangle 3.0x4.0 with perimeter 12.0; polygon(5) with perimeter 15.0
// expect: Largest: square 5.0, triangles: 1
// expect: Total area: 56.35176877775662, whole part 56, hundredths 35
