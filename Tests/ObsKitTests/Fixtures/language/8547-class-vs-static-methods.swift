// Q&A style (class func vs static func?): class methods can be overridden, static ones are final
class Shape {
    class func kind() -> String { "shape" }
    static func category() -> String { "geometry" }
    class var sides: Int { 0 }
    func describe() -> String {
        "\(Self.kind()) with \(Self.sides) sides in \(Self.category())"
    }
    required init() {}
}

class Triangle: Shape {
    override class func kind() -> String { "triangle" }
    override class var sides: Int { 3 }
}

final class Square: Shape {
    override static func kind() -> String { "square" }
    override static var sides: Int { 4 }
}

print(Shape.kind(), Triangle.kind(), Square.kind())
print(Shape.category(), Triangle.category())
print(Shape().describe())
print(Triangle().describe())
print(Square().describe())

let metatypes: [Shape.Type] = [Shape.self, Triangle.self, Square.self]
for m in metatypes {
    print(m.kind(), m.sides, m.init().describe())
}

// type(of:) on a base-typed variable still dispatches to the dynamic type.
let unknown: Shape = Triangle()
print("dynamic:", type(of: unknown).kind())

// self in a class method refers to the metatype it was called on.
class Factory {
    class func make() -> String { "made by \(self)" }
}
class SubFactory: Factory {}
print(Factory.make())
print(SubFactory.make())

// expect: shape triangle square
// expect: geometry geometry
// expect: shape with 0 sides in geometry
// expect: triangle with 3 sides in geometry
// expect: square with 4 sides in geometry
// expect: shape 0 shape with 0 sides in geometry
// expect: triangle 3 triangle with 3 sides in geometry
// expect: square 4 square with 4 sides in geometry
// expect: dynamic: triangle
// expect: made by Factory
// expect: made by SubFactory
