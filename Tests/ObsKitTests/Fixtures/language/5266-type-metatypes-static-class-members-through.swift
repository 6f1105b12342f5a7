// Compiler test style: type(of:), metatypes, static/class members through metatypes, T.Type parameters
class Vehicle {
    required init() {}
    class var wheels: Int { 0 }
    class func make() -> Vehicle { self.init() }
    func describe() -> String { "\(type(of: self)) with \(type(of: self).wheels) wheels" }
}
class Car: Vehicle { override class var wheels: Int { 4 } }
class Bike: Vehicle { override class var wheels: Int { 2 } }
let types: [Vehicle.Type] = [Vehicle.self, Car.self, Bike.self]
for t in types { print(t, t.wheels, t.make().describe()) }
let v: Vehicle = Car()
print(type(of: v), type(of: v) == Car.self, type(of: v) == Vehicle.self)
print(v is Car, type(of: v) is Vehicle.Type, type(of: v) is Bike.Type)
protocol Defaultable { init(); static var name: String { get } }
struct A: Defaultable { var x = 1; static var name: String { "A" } }
struct B: Defaultable { var y = "b"; static var name: String { "B" } }
func build<T: Defaultable>(_ t: T.Type) -> T { print("building", t.name); return t.init() }
print(build(A.self).x, build(B.self).y)
let metas: [any Defaultable.Type] = [A.self, B.self]
print(metas.map { $0.name }, metas.map { "\($0.init())" })
func typeName<T>(_ v: T) -> String { "\(T.self) / \(type(of: v))" }
let anyValue: Any = 5
print(typeName(3), typeName(anyValue), typeName(v))
print(Int.self == Int.self, ObjectIdentifier(Int.self) == ObjectIdentifier(Int.self))
let intType: Any.Type = Int.self
print(intType, intType is Int.Type, intType == String.self)
print(type(of: 1.5), type(of: "s"), type(of: [1: "a"]), type(of: (1, true)), type(of: Int.self))
struct Generic<T> { static func which() -> String { "Generic<\(T.self)>" } }
print(Generic<Int>.which(), Generic<[String]>.which(), Generic<Generic<Bool>>.self)
print(Int.max, Int.Type.self, type(of: Car.self))

// expect: Vehicle 0 Vehicle with 0 wheels
// expect: Car 4 Car with 4 wheels
// expect: Bike 2 Bike with 2 wheels
// expect: Car true false
// expect: true true false
// expect: building A
// expect: building B
// expect: 1 b
// expect: ["A", "B"] ["A(x: 1)", "B(y: \"b\")"]
// expect: Int / Int Any / Any Vehicle / Car
// expect: true true
// expect: Int true false
// expect: Double String Dictionary<Int, String> (Int, Bool) Int.Type
// expect: Generic<Int> Generic<Array<String>> Generic<Generic<Bool>>
// expect: 9223372036854775807 Int.Type Car.Type
