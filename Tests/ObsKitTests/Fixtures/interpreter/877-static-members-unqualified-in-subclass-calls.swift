// A static stored property, static method or nested type named without its type inside a class func, when the method
// runs on a subclass: called on the subclass, through super.method() from an override, and through a metatype variable.
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
class Vehicle {
    static let category = "vehicle"
    static var made = 0
    class var wheels: Int { 4 }
    class func summary() -> String { "\(self): \(wheels) wheels, category \(category), made \(made)" }
    class func make() { made += 1 }
    static func helper() -> String { "helper of \(category)" }
    class func useHelper() -> String { helper() }
    enum Kind { case road }
    class func kind() -> Kind { Kind.road }
}
class Bike: Vehicle {
    override class var wheels: Int { 2 }
    override class func summary() -> String { "Bike! " + super.summary() }
    class func own() -> String { "\(category) \(made)" }
}
final class Trike: Bike {
    static let extra = "three"
    override class func summary() -> String { "Trike(\(extra)) " + super.summary() }
}
print(Vehicle.summary())
print(Bike.summary())
Bike.make(); Trike.make()
print(Trike.summary())
print(Bike.own(), Trike.own(), Trike.useHelper(), Trike.kind())
let t: Vehicle.Type = Trike.self
print(t.summary())

// expect: Vehicle: 4 wheels, category vehicle, made 0
// expect: Bike! Bike: 2 wheels, category vehicle, made 0
// expect: Trike(three) Bike! Trike: 2 wheels, category vehicle, made 2
// expect: vehicle 2 vehicle 2 helper of vehicle road
// expect: Trike(three) Bike! Trike: 2 wheels, category vehicle, made 2
