// Swift book style (Initialization): Shape/NamedShape/Square hierarchy with designated and convenience inits
class NamedShape {
    var numberOfSides: Int = 0
    var name: String
    init(name: String) { self.name = name }
    convenience init() { self.init(name: "[Unnamed]") }
    func simpleDescription() -> String { "A shape named \(name) with \(numberOfSides) sides." }
}
class Square: NamedShape {
    var sideLength: Double
    init(sideLength: Double, name: String) {
        self.sideLength = sideLength
        super.init(name: name)
        numberOfSides = 4
    }
    convenience init(side: Double) { self.init(sideLength: side, name: "square") }
    func area() -> Double { sideLength * sideLength }
    override func simpleDescription() -> String { "A square with sides of length \(sideLength)." }
}
class Circle: NamedShape {
    var radius: Double
    init(radius: Double, name: String) {
        self.radius = radius
        super.init(name: name)
    }
    var area: Double { 3.0 * radius * radius }
    override func simpleDescription() -> String { "A circle of radius \(radius)" }
}
class EquilateralTriangle: NamedShape {
    var sideLength: Double = 0.0
    init(sideLength: Double, name: String) {
        self.sideLength = sideLength
        super.init(name: name)
        numberOfSides = 3
    }
    var perimeter: Double {
        get { 3.0 * sideLength }
        set { sideLength = newValue / 3.0 }
    }
}
let anon = NamedShape()
print(anon.simpleDescription())
let sq = Square(sideLength: 5.5, name: "my square")
print(sq.area(), sq.simpleDescription())
let sq2 = Square(side: 2)
print(sq2.name, sq2.area(), sq2.numberOfSides)
let c = Circle(radius: 2, name: "ring")
print(c.area, c.simpleDescription())
let tri = EquilateralTriangle(sideLength: 3.1, name: "a triangle")
print(tri.perimeter)
tri.perimeter = 9.9
print(tri.sideLength)
let shapes: [NamedShape] = [anon, sq, c, tri]
for s in shapes { print(s.name, s.numberOfSides) }
// expect: A shape named [Unnamed] with 0 sides.
// expect: 30.25 A square with sides of length 5.5.
// expect: square 4.0 4
// expect: 12.0 A circle of radius 2.0
// expect: 9.3
// expect: 3.3000000000000003
// expect: [Unnamed] 0
// expect: my square 4
// expect: ring 0
// expect: a triangle 3
