// Type casting on metatypes: `T.self`, `type(of:)`, `is U.Type`, `as? U.Type`, and class hierarchies compared by type.
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Vehicle {
    class var wheels: Int { 0 }
    required init() {}
}
class Bike: Vehicle {
    override class var wheels: Int { 2 }
}
class Car: Vehicle {
    override class var wheels: Int { 4 }
}
final class Van: Car {}

let kinds: [Vehicle.Type] = [Bike.self, Car.self, Van.self, Vehicle.self]
for kind in kinds {
    print(kind, "wheels:", kind.wheels, "car-like:", kind is Car.Type)
}

func describe(_ t: Any.Type) -> String {
    if t is Int.Type { return "an integer type" }
    if t is String.Type { return "a string type" }
    if let v = t as? Vehicle.Type { return "a vehicle type with \(v.wheels) wheels" }
    return "some other type: \(t)"
}
print(describe(Int.self))
print(describe(String.self))
print(describe(Van.self))
print(describe(Double.self))

let made = kinds.map { $0.init() }
print(made.map { String(describing: type(of: $0)) })
print(type(of: made[2]) == Van.self, type(of: made[2]) == Car.self)
let v: Vehicle = Van()
print(v is Car, v is Bike, type(of: v))

// expect: Bike wheels: 2 car-like: false
// expect: Car wheels: 4 car-like: true
// expect: Van wheels: 4 car-like: true
// expect: Vehicle wheels: 0 car-like: false
// expect: an integer type
// expect: a string type
// expect: a vehicle type with 4 wheels
// expect: some other type: Double
// expect: ["Bike", "Car", "Van", "Vehicle"]
// expect: true false
// expect: true false Van
