// Compiler test style: metatypes as values: T.Type parameters, type(of:), .self comparisons
protocol Animal { init(); var sound: String { get }; static var species: String { get } }
struct Dog: Animal { var sound: String { "woof" }; static var species: String { "canis" } }
struct Cat: Animal { var sound: String { "meow" }; static var species: String { "felis" } }
class Vehicle { required init() {}; class var wheels: Int { 4 } }
class Bike: Vehicle { override class var wheels: Int { 2 } }

func make<T: Animal>(_ type: T.Type) -> T { type.init() }
func makeAll(_ types: [any Animal.Type]) -> [String] { types.map { $0.init().sound } }
func isType<T>(_ value: Any, _ type: T.Type) -> Bool { value is T }
func sameType<A, B>(_ a: A, _ b: B) -> Bool { A.self == B.self }
func dynamicName<T>(_ v: T) -> String { "static \(T.self), dynamic \(type(of: v))" }
func cast<T>(_ v: Any, to: T.Type) -> T? { v as? T }

print(make(Dog.self).sound, make(Cat.self).sound)
print(makeAll([Dog.self, Cat.self, Dog.self]))
let animalType: any Animal.Type = Cat.self
print(animalType.species, animalType == Cat.self, animalType == Dog.self)
print(type(of: Dog()) == Dog.self, type(of: Dog()).species)
print(isType(3, Int.self), isType(3, String.self), isType(Bike(), Vehicle.self))
print(sameType(1, 2), sameType(1, "2"), sameType([1], [2]))
let v: Vehicle = Bike()
print(dynamicName(v))
print(type(of: v).wheels, Vehicle.wheels, type(of: v) == Bike.self, type(of: v) is Vehicle.Type)
let vt: Vehicle.Type = Bike.self
print(vt.init() is Bike, vt.wheels)
print(cast(42, to: Int.self) ?? -1, cast("x", to: Int.self) == nil)
let anyType: Any.Type = Int.self
print(anyType == Int.self, anyType is Int.Type, anyType is String.Type)
print(Int.self, [String].self, (Int, Bool).self, Optional<Dog>.self)
let metas: [Any.Type] = [Int.self, Dog.self, Bike.self]
print(metas.map { "\($0)" })
print(type(of: Int.self), type(of: Dog.self))
// expect: woof meow
// expect: ["woof", "meow", "woof"]
// expect: felis true false
// expect: true canis
// expect: true false true
// expect: true false true
// expect: static Vehicle, dynamic Bike
// expect: 2 4 true true
// expect: true 2
// expect: 42 true
// expect: true true false
// expect: Int Array<String> (Int, Bool) Optional<Dog>
// expect: ["Int", "Dog", "Bike"]
// expect: Int.Type Dog.Type
