// type(of:), metatypes, String(describing:) vs String(reflecting:) for types and values
// known-gap: line 15: expected "Animal / Bird Any / Any Optional<Int> / Optional<Int> Array<Animal> / Array<Animal>", got "Animal / Bird Any / Any Optional<Int> / Optional<Int> Array<Bird> / Array<Bird>"
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Point { var x = 1, y = 2 }
enum Color { case red, custom(Int) }
class Animal { var legs = 4; required init() {} }
final class Bird: Animal {}
protocol Tagged {}
struct Generic<A, B> {}
enum Namespace { struct Deep { enum Deeper {} } }

print(String(describing: Point.self), String(reflecting: Point.self))
print(String(describing: Generic<Int, [String]>.self), String(reflecting: Generic<Int, [String]>.self))
print(String(describing: Namespace.Deep.Deeper.self), String(reflecting: Namespace.Deep.Deeper.self))
print(String(describing: [Int: Point].self), String(describing: (Int, String).self), String(describing: Int?.self))
print(String(describing: ((Int) -> String).self), String(describing: (any Tagged).self), String(describing: Tagged.self))
print(Int.self, Int.Type.self, type(of: Int.self), type(of: type(of: 5)))

print(String(describing: Point()), String(reflecting: Point()))
print(String(describing: Color.custom(3)), String(reflecting: Color.custom(3)), String(reflecting: Color.red))
print(String(describing: "hi"), String(reflecting: "hi"), String(reflecting: Character("c")), String(reflecting: 3.0))
print(String(describing: Optional(4)), String(reflecting: [Optional("a"), nil]))

let a: Animal = Bird()
print(type(of: a), type(of: a) == Bird.self, type(of: a) == Animal.self, a is Bird)
let meta: Animal.Type = type(of: a)
print(meta, meta is Bird.Type, ObjectIdentifier(meta) == ObjectIdentifier(Bird.self))
let anyVal: Any = Point()
print(type(of: anyVal), type(of: anyVal) == Point.self)
let nums: [Any] = [1, 2.0, "3", [4], (5, 6), Point.self, Color.red]
print(nums.map { "\(type(of: $0))" })

func typeName<T>(_ v: T) -> String { "\(T.self) / \(type(of: v))" }
print(typeName(a), typeName(5 as Any), typeName(Optional(5)), typeName([a]))

func make<T: Animal>(_ t: T.Type) -> T { t.init() }
extension Animal { convenience init(legs: Int) { self.init(); self.legs = legs } }
let made = make(Bird.self)
print(type(of: made), made.legs, Animal(legs: 2).legs)

let types: [Any.Type] = [Int.self, String.self, Point.self, Bird.self, [Int].self]
print(types.map { "\($0)" }, types.contains { $0 == String.self })
print(MemoryLayout<Point>.size, MemoryLayout<Int8>.size, MemoryLayout<(Int8, Int32)>.size, MemoryLayout<(Int8, Int32)>.alignment, MemoryLayout<Int?>.size)
let someTypes: [Any.Type] = [Int.self, Point.self, Bird.self]
print(someTypes.map { $0 is any BinaryInteger.Type }, someTypes.map { $0 is any Equatable.Type }, someTypes.map { $0 is Animal.Type })

// expect: Point main.Point
// expect: Generic<Int, Array<String>> main.Generic<Swift.Int, Swift.Array<Swift.String>>
// expect: Deeper main.Namespace.Deep.Deeper
// expect: Dictionary<Int, Point> (Int, String) Optional<Int>
// expect: (Int) -> String Tagged Tagged
// expect: Int Int.Type Int.Type Int.Type
// expect: Point(x: 1, y: 2) main.Point(x: 1, y: 2)
// expect: custom(3) main.Color.custom(3) main.Color.red
// expect: hi "hi" "c" 3.0
// expect: Optional(4) [Optional("a"), nil]
// expect: Bird true false true
// expect: Bird true true
// expect: Point true
// expect: ["Int", "Double", "String", "Array<Int>", "(Int, Int)", "Point.Type", "Color"]
// expect: Animal / Bird Any / Any Optional<Int> / Optional<Int> Array<Animal> / Array<Animal>
// expect: Bird 4 2
// expect: ["Int", "String", "Point", "Bird", "Array<Int>"] true
// expect: 16 1 8 4 9
// expect: [true, false, false] [true, false, false] [false, false, true]
