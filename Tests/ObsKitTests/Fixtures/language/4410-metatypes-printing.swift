// Compiler test style: printing metatypes, type(of:), and Any.Type values
// known-gap: line 40: expected "(Int) -> Int", got "(Int) -> Any"

protocol Shape { func area() -> Double }
struct Square: Shape { var side: Double; func area() -> Double { side * side } }
struct Circle: Shape { var r: Double; func area() -> Double { 3 * r * r } }
class Base {}
class Derived: Base {}
enum Kind { case a, b }

print(Int.self)
print(Double.self)
print(Bool.self)
print(Square.self)
print(Kind.self)
print(Base.self)
print(Shape.self)
print((any Shape).self)
print(Optional<Int>.self)
print([Int?].self)
print(Set<String>.self)
print(Dictionary<Int, [String]>.self)
print(((Int) -> String).self)
print(((Int, Int) -> Void).self)

let shapes: [any Shape] = [Square(side: 2), Circle(r: 1)]
for s in shapes {
    print(type(of: s), s.area())
}

let types: [Any.Type] = [Int.self, String.self, Square.self, Kind.self]
print(types.map { "\($0)" })
for t in types {
    print(t == Int.self ? "is Int" : "not Int: \(t)")
}

let b: Base = Derived()
print(type(of: b))
print(type(of: b) == Derived.self)
print(type(of: b) == Base.self)
print(b is Derived)

let meta: Base.Type = Derived.self
print(meta)
print(String(describing: meta))
print(String(reflecting: meta))
print(String(reflecting: Kind.self))
print(String(reflecting: [Kind].self))

func name<T>(of _: T.Type) -> String { "\(T.self)" }
print(name(of: Int.self))
print(name(of: [String: Square].self))
print(name(of: Kind?.self))

func typeName(_ x: Any) -> String { String(describing: type(of: x)) }
print(typeName(1))
print(typeName("s"))
print(typeName(Kind.a))
print(typeName([1.0]))
print(typeName((1, "a")))
print(typeName(Optional(1) as Any))
print(typeName({ (x: Int) in x }))
print(typeName(Derived()))

print(type(of: Int.self))
print(type(of: Kind.self))
print(Int.Type.self)
print(Kind.a)
debugPrint(Int.self)
dump(Int.self)
print([Int.self, Int.self].count)
print(MemoryLayout<Kind>.size, MemoryLayout<Square>.size)

// expect: Int
// expect: Double
// expect: Bool
// expect: Square
// expect: Kind
// expect: Base
// expect: Shape
// expect: Shape
// expect: Optional<Int>
// expect: Array<Optional<Int>>
// expect: Set<String>
// expect: Dictionary<Int, Array<String>>
// expect: (Int) -> String
// expect: (Int, Int) -> ()
// expect: Square 4.0
// expect: Circle 3.0
// expect: ["Int", "String", "Square", "Kind"]
// expect: is Int
// expect: not Int: String
// expect: not Int: Square
// expect: not Int: Kind
// expect: Derived
// expect: true
// expect: false
// expect: true
// expect: Derived
// expect: Derived
// expect: main.Derived
// expect: main.Kind
// expect: Swift.Array<main.Kind>
// expect: Int
// expect: Dictionary<String, Square>
// expect: Optional<Kind>
// expect: Int
// expect: String
// expect: Kind
// expect: Array<Double>
// expect: (Int, String)
// expect: Optional<Int>
// expect: (Int) -> Int
// expect: Derived
// expect: Int.Type
// expect: Kind.Type
// expect: Int.Type
// expect: a
// expect: Swift.Int
// expect: - Swift.Int #0
// expect: 2
// expect: 1 8
