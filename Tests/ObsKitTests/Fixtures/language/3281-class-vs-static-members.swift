// Compiler test style: class vs static members, overriding class properties and methods
class Vehicle {
    static var created = 0
    class var wheels: Int { return 4 }
    static let kind = "vehicle"
    class func describe() -> String { return "\(self) has \(wheels) wheels" }
    static func count() -> Int { return created }
    init() { Vehicle.created += 1 }
}
class Bike: Vehicle {
    override class var wheels: Int { return 2 }
    override class func describe() -> String { return "Bike: " + super.describe() }
}
class Trike: Bike {
    override class var wheels: Int { return super.wheels + 1 }
}

print(Vehicle.describe())
print(Bike.describe())
print(Trike.describe())
print(Trike.kind)
_ = Vehicle(); _ = Bike(); _ = Trike()
print(Vehicle.count(), Bike.created)

let metas: [Vehicle.Type] = [Vehicle.self, Bike.self, Trike.self]
for m in metas {
    print(m.wheels)
}
let v: Vehicle = Trike()
print(type(of: v).wheels)
print(type(of: v) == Trike.self)
print(Vehicle.created)
// expect: Vehicle has 4 wheels
// expect: Bike: Bike has 2 wheels
// expect: Bike: Trike has 3 wheels
// expect: vehicle
// expect: 3 3
// expect: 4
// expect: 2
// expect: 3
// expect: 3
// expect: true
// expect: 4
