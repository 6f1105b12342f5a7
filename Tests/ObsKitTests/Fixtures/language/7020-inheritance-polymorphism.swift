// Inheritance: overriding methods, properties and observers, super, final
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Shape: CustomStringConvertible {
    let name: String
    var scale = 1.0
    init(name: String) { self.name = name }
    var area: Double { 0 }
    func describeArea() -> String { "\(name) area \(area)" }
    var description: String { "Shape(\(name))" }
}

class Rectangle: Shape {
    var width: Double, height: Double
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
        super.init(name: "rect")
    }
    override var area: Double { width * height * scale }
    override var description: String { "Rect \(width)x\(height) [\(super.description)]" }
}

final class Square: Rectangle {
    init(side: Double) { super.init(width: side, height: side) }
    override var scale: Double {
        didSet { print("  square rescaled from \(oldValue) to \(scale)") }
    }
    override func describeArea() -> String { "square! " + super.describeArea() }
}

class Circle: Shape {
    var radius: Double
    init(radius: Double) {
        self.radius = radius
        super.init(name: "circle")
    }
    override var area: Double { Double(Int(3.14 * radius * radius * scale)) }
}

let shapes: [Shape] = [Rectangle(width: 2, height: 3), Square(side: 4), Circle(radius: 2), Shape(name: "blob")]
for s in shapes { print(s.describeArea()) }
shapes[1].scale = 0.5
print(shapes[1].describeArea())
print(shapes.map(\.description))
let total = shapes.reduce(0) { $0 + $1.area }
print("total area \(total)")

let biggest = shapes.max { $0.area < $1.area }!
print("biggest: \(biggest.name)", biggest is Square, biggest is Rectangle)

class Animal {
    func speak() -> String { "..." }
    func intro() -> String { "I say \(speak())" }
}
class Dog: Animal { override func speak() -> String { "woof" } }
class Puppy: Dog { override func speak() -> String { super.speak() + "ish" } }
for a in [Animal(), Dog(), Puppy()] { print(type(of: a), a.intro()) }
// expect: rect area 6.0
// expect: square! rect area 16.0
// expect: circle area 12.0
// expect: blob area 0.0
// expect:   square rescaled from 1.0 to 0.5
// expect: square! rect area 8.0
// expect: ["Rect 2.0x3.0 [Shape(rect)]", "Rect 4.0x4.0 [Shape(rect)]", "Shape(circle)", "Shape(blob)"]
// expect: total area 26.0
// expect: biggest: circle false false
// expect: Animal I say ...
// expect: Dog I say woof
// expect: Puppy I say woofish
