// init-chains
// expected output: swiftc 6.3.1 (Linux), run on this machine
func trace<T>(_ label: String, _ v: T) -> T {
    print("  init property \(label) = \(v)")
    return v
}

class Shape {
    var name: String
    var sides: Int
    init(name: String, sides: Int) {
        self.name = name
        self.sides = sides
        print("  Shape.init(name:sides:) \(name)")
    }
    convenience init(sides: Int) {
        self.init(name: "poly\(sides)", sides: sides)
        print("  Shape.init(sides:)")
    }
    convenience init() {
        self.init(sides: 3)
        print("  Shape.init()")
    }
}

class ColoredShape: Shape {
    var color: String
    init(name: String, sides: Int, color: String) {
        self.color = color
        print("  ColoredShape phase 1, color=\(color)")
        super.init(name: name, sides: sides)
        self.name = name.uppercased()
        print("  ColoredShape phase 2, name=\(self.name)")
    }
    override convenience init(name: String, sides: Int) {
        self.init(name: name, sides: sides, color: "black")
        print("  ColoredShape.init(name:sides:) override")
    }
}

print("Shape()")
let s = Shape()
print(s.name, s.sides)
print("ColoredShape()")
let c = ColoredShape()
print(c.name, c.sides, c.color)
print("ColoredShape(sides: 5)")
let c5 = ColoredShape(sides: 5)
print(c5.name, c5.color)

class A {
    var x: Int = trace("A.x", 1) {
        didSet { print("  A.x didSet \(oldValue) -> \(x)") }
    }
    init() {
        print("  A.init body")
        x = 5
    }
}
class B: A {
    var y = trace("B.y", 2)
    override var x: Int {
        willSet { print("  B.x willSet \(newValue)") }
    }
    override init() {
        print("  B.init start, y=\(y)")
        super.init()
        x = 10
        print("  B.init end, x=\(x)")
    }
}
print("B()")
let b = B()
print(b.x, b.y)

struct Temperature {
    var celsius: Double
    init(celsius: Double) { self.celsius = celsius }
    init(fahrenheit: Double) { self.init(celsius: (fahrenheit - 32) * 5 / 9) }
    init() { self.init(fahrenheit: 212) }
}
print(Temperature().celsius, Temperature(fahrenheit: 32).celsius)

// expect: Shape()
// expect:   Shape.init(name:sides:) poly3
// expect:   Shape.init(sides:)
// expect:   Shape.init()
// expect: poly3 3
// expect: ColoredShape()
// expect:   ColoredShape phase 1, color=black
// expect:   Shape.init(name:sides:) poly3
// expect:   ColoredShape phase 2, name=POLY3
// expect:   ColoredShape.init(name:sides:) override
// expect:   Shape.init(sides:)
// expect:   Shape.init()
// expect: POLY3 3 black
// expect: ColoredShape(sides: 5)
// expect:   ColoredShape phase 1, color=black
// expect:   Shape.init(name:sides:) poly5
// expect:   ColoredShape phase 2, name=POLY5
// expect:   ColoredShape.init(name:sides:) override
// expect:   Shape.init(sides:)
// expect: POLY5 black
// expect: B()
// expect:   init property B.y = 2
// expect:   B.init start, y=2
// expect:   init property A.x = 1
// expect:   A.init body
// expect:   B.x willSet 10
// expect:   A.x didSet 5 -> 10
// expect:   B.init end, x=10
// expect: 10 2
// expect: 100.0 0.0
