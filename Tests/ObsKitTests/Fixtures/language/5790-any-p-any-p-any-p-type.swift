// Compiler test style (existential casts): as any P, as? any P, is any P.Type and metatype checks on protocol-typed values
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct Person: Named, Aged { var name: String; var age: Int }
struct Robot: Named { var name: String }
class Vehicle: Named { var name: String { "vehicle" } }
class Car: Vehicle, Aged { override var name: String { "car" }; var age: Int { 3 } }

let things: [Any] = [Person(name: "Ann", age: 30), Robot(name: "R2"), Vehicle(), Car(), 42, "str"]
for t in things {
    var parts: [String] = []
    if let n = t as? any Named { parts.append("named:\(n.name)") }
    if let a = t as? any Aged { parts.append("aged:\(a.age)") }
    if t is any Named & Aged { parts.append("both") }
    print(parts.isEmpty ? "nothing" : parts.joined(separator: " "))
}

let types: [Any.Type] = [Person.self, Robot.self, Vehicle.self, Car.self, Int.self]
for ty in types {
    print(ty, ty is any Named.Type, ty is any Aged.Type, ty is Vehicle.Type)
}

let named = Person(name: "Bo", age: 5) as any Named
print(named.name, named is Aged, (named as? any Aged)?.age ?? -1)
print(type(of: named))

let anyNamed: any Named = Car()
if let v = anyNamed as? Vehicle { print("is vehicle", v.name) }
print(anyNamed is Car, anyNamed is Robot)

func make(_ t: any Named.Type) -> String {
    if t == Robot.self { return "robot type" }
    if let c = t as? Vehicle.Type { return "class \(c)" }
    return "other \(t)"
}
print(make(Robot.self), make(Car.self), make(Person.self))

let metas: [any Named.Type] = [Person.self, Car.self]
print(metas.map { "\($0)" })
let optionalAny: Any = Optional<Robot>.some(Robot(name: "opt"))
if let n = optionalAny as? any Named { print("through optional:", n.name) }
let none: Any = Optional<Robot>.none
print(none is any Named)

// expect: named:Ann aged:30 both
// expect: named:R2
// expect: named:vehicle
// expect: named:car aged:3 both
// expect: nothing
// expect: nothing
// expect: Person true true false
// expect: Robot true false false
// expect: Vehicle true false true
// expect: Car true true true
// expect: Int false false false
// expect: Bo true 5
// expect: Person
// expect: is vehicle car
// expect: true false
// expect: robot type class Car other Person
// expect: ["Person", "Car"]
// expect: through optional: opt
// expect: false
