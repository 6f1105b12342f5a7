// type-of-metatypes
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Shape {
    static var sides: Int { get }
    init()
    func area() -> Double
}
struct Square: Shape {
    static var sides: Int { 4 }
    var s = 2.0
    init() {}
    func area() -> Double { s * s }
}
struct Triangle: Shape {
    static var sides: Int { 3 }
    init() {}
    func area() -> Double { 0.5 }
}

func make<T: Shape>(_ t: T.Type) -> T { T() }
func sides(of t: Shape.Type) -> Int { t.sides }

print(type(of: 1), type(of: "s"), type(of: 1.0), type(of: [1]), type(of: ["a": 1]))
print(type(of: (1, "a")), type(of: Square()), type(of: Optional(1)))
let sq = make(Square.self)
print(sq.area())
let metas: [Shape.Type] = [Square.self, Triangle.self]
for m in metas { print(m, m.sides, m.init().area(), sides(of: m)) }
print(Square.self == Square.self, (Square.self as Any.Type) == (Triangle.self as Any.Type))

let shapeAny: Shape = Triangle()
print(type(of: shapeAny), type(of: shapeAny).sides)

class Animal {
    class func kind() -> String { "animal" }
    required init() {}
}
class Dog: Animal {
    override class func kind() -> String { "dog" }
}
let a: Animal = Dog()
print(type(of: a), type(of: a).kind(), Animal.kind())
let meta: Animal.Type = Dog.self
let made = meta.init()
print(type(of: made), made is Dog)
print(meta == Dog.self, meta == Animal.self)

print(String(describing: Int.self), "\(Optional<Int>.self)", [Int].self, Int.Type.self)
print(String(reflecting: Square.self), String(describing: Square.self))
print([String: [Int]].self, Set<String>.self, ((Int) -> String).self)

func typeName<T>(_ v: T) -> String { "\(T.self)" }
print(typeName(3), typeName(Optional(3)), typeName([Square()]))

func dynamicName(_ v: Any) -> String { "\(type(of: v))" }
print(dynamicName(3), dynamicName(Dog()), dynamicName(shapeAny))

func count<T>(_ type: T.Type, in xs: [Any]) -> Int {
    xs.filter { $0 is T }.count
}
let pile: [Any] = [1, "a", 2, Dog(), Animal(), 3.0]
print(count(Int.self, in: pile), count(Animal.self, in: pile), count(Dog.self, in: pile))

let typeDict: [ObjectIdentifier: String] = [ObjectIdentifier(Int.self): "int", ObjectIdentifier(String.self): "string"]
print(typeDict[ObjectIdentifier(type(of: 5))] ?? "?", typeDict[ObjectIdentifier(Double.self)] ?? "?")

// expect: Int String Double Array<Int> Dictionary<String, Int>
// expect: (Int, String) Square Optional<Int>
// expect: 4.0
// expect: Square 4 4.0 4
// expect: Triangle 3 0.5 3
// expect: true false
// expect: Triangle 3
// expect: Dog dog animal
// expect: Dog true
// expect: true false
// expect: Int Optional<Int> Array<Int> Int.Type
// expect: main.Square Square
// expect: Dictionary<String, Array<Int>> Set<String> (Int) -> String
// expect: Int Optional<Int> Array<Square>
// expect: Int Dog Triangle
// expect: 2 2 1
// expect: int ?
