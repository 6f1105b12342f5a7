// `AnyObject.self` and a class-and-protocol composition (`(Base<Int> & P).self`) as values, and
// `super` in class members (a class property's getter and setter, a class method).
// Expected output: a real swiftc 6.3.1 run on Linux (tools/fixture-expect).
protocol Named { var name: String { get } }
protocol Aged {}
class Base<T> { var value: T; init(_ value: T) { self.value = value } }
final class Pet: Base<Int>, Named { let name = "Rex" }
func isInstance<T, U>(_ value: T, of _: U.Type) -> Bool { value is U }
print(AnyObject.self, isInstance(Pet(3), of: AnyObject.self))
print((Base<Int> & Named).self, ((Base<Int>) & Named & Aged).self)
print(String(describing: (Named & Aged).self))
print(isInstance(Pet(1), of: (Base<Int> & Named).self), isInstance(Base(1), of: (Base<Int> & Named).self))

var limit = 10
class Shape {
    class var sides: Int { get { limit } set { limit = newValue } }
    class func describe() -> String { "shape with \(sides) sides" }
}
class Square: Shape {
    override class var sides: Int {
        get { super.sides / 2 }
        set { super.sides = newValue * 2 }
    }
    override class func describe() -> String { "square, " + super.describe() }
}
print(Square.sides, Square.describe())
Square.sides = 4
print(limit, Square.sides, Shape.sides)

// expect: AnyObject true
// expect: Base<Int> & Named Base<Int> & Aged & Named
// expect: Aged & Named
// expect: true false
// expect: 5 square, shape with 5 sides
// expect: 8 4 8
