// Language Reference style (types): metatype types .Type and .Protocol, .self, type(of:), static members through metatypes
protocol Shape { static var sides: Int { get }; init() }
struct Tri: Shape { static var sides: Int { 3 } }
struct Quad: Shape { static var sides: Int { 4 } }
class Animal { required init() {}; class var kind: String { "animal" }; func name() -> String { "animal" } }
class Dog: Animal { override class var kind: String { "dog" }; override func name() -> String { "dog" } }

let t: Tri.Type = Tri.self
print(t, t.sides)
let shapes: [any Shape.Type] = [Tri.self, Quad.self]
print(shapes.map { $0.sides }, shapes.map { "\($0)" })
let made = shapes.map { $0.init() }
print(made.map { "\(type(of: $0))" })

let p: Shape.Protocol = Shape.self
print(p)
let anyType: Any.Type = Int.self
print(anyType, anyType == Int.self)

let a: Animal = Dog()
print(type(of: a), type(of: a).kind, Animal.kind)
let cls: Animal.Type = Dog.self
let made2 = cls.init()
print(made2.name(), cls == Dog.self, cls is Dog.Type)

func make<T: Animal>(_ k: T.Type) -> T { k.init() }
print(make(Dog.self).name(), make(Animal.self).name())

print(Int.self == Int.self, String.self, [Int].self, Optional<Int>.self)
print(type(of: 1.5), type(of: [1: "a"]), type(of: (1, "x")))
let meta = type(of: Tri.self)
print(meta)
func describe(_ x: Any) -> String {
    switch x {
    case is Int.Type: return "Int metatype"
    case let m as Shape.Type: return "shape with \(m.sides)"
    default: return "other"
    }
}
print(describe(Int.self), describe(Quad.self), describe(5))
print(Int.max == Int.self.max, String.self.init(repeating: "z", count: 3))

// expect: Tri 3
// expect: [3, 4] ["Tri", "Quad"]
// expect: ["Tri", "Quad"]
// expect: Shape
// expect: Int true
// expect: Dog dog animal
// expect: dog true true
// expect: dog animal
// expect: true String Array<Int> Optional<Int>
// expect: Double Dictionary<Int, String> (Int, String)
// expect: Tri.Type
// expect: Int metatype shape with 4 other
// expect: true zzz
