// class vs static members: overridable class methods/properties, static final, dispatch through metatypes and Self
// known-gap: error: 9615-class-vs-static-members.swift:9:77: error: cannot find 'category' in scope
class Vehicle {
    class var wheels: Int { 4 }
    static var registry: [String] = []
    static let category = "vehicle"
    class func make() -> Vehicle { register(); return self.init() }
    static func register() { registry.append(String(describing: self)) }
    class func summary() -> String { "\(self): \(wheels) wheels, category \(category)" }
    required init() {}
    func instanceWheels() -> Int { Self.wheels }
    func staticVsDynamic() -> String { "\(Vehicle.wheels) vs \(type(of: self).wheels)" }
}
class Bike: Vehicle {
    override class var wheels: Int { 2 }
    override class func summary() -> String { "Bike! " + super.summary() }
}
final class Trike: Bike {
    override static var wheels: Int { 3 }
    override static func make() -> Vehicle { print("making trike"); return super.make() }
}
class Truck: Vehicle {
    override class var wheels: Int { super.wheels * 4 }
}
protocol HasDefault { static var defaultName: String { get }; static func create() -> Self }
extension Vehicle: HasDefault {
    static var defaultName: String { "auto-\(String(describing: self).lowercased())" }
    static func create() -> Self { self.init() }
}
func describe<T: HasDefault>(_ t: T.Type) -> String { "\(t.defaultName) -> \(type(of: t.create()))" }

let types: [Vehicle.Type] = [Vehicle.self, Bike.self, Trike.self, Truck.self]
for t in types { print(t.summary()) }
print(types.map { $0.wheels })
let made = types.map { $0.make() }
print(Vehicle.registry)
print(made.map { $0.instanceWheels() }, made.map { $0.staticVsDynamic() })
print(Bike.registry == Vehicle.registry, Trike.category)
print(describe(Vehicle.self), describe(Trike.self))
print(Truck.defaultName, Bike.create() is Trike, (Trike.create() as Vehicle) is Truck)
let asBase: Vehicle = Trike()
print(type(of: asBase).wheels, type(of: asBase) == Trike.self, type(of: asBase) == Bike.self)
print(asBase is Bike, type(of: asBase) is Bike.Type, Vehicle.self is Bike.Type)
let meta: Vehicle.Type = Bike.self
if let bikeMeta = meta as? Bike.Type { print("bike meta", bikeMeta.wheels) }
print(ObjectIdentifier(Trike.self) == ObjectIdentifier(type(of: asBase)))
struct Limits {
    static let max = 10
    static var current = 0
    static func take(_ n: Int) -> Bool {
        guard current + n <= max else { return false }
        current += n
        return true
    }
}
print([4, 5, 2, 1].map { Limits.take($0) }, Limits.current)

// expect: Vehicle: 4 wheels, category vehicle
// expect: Bike! Bike: 2 wheels, category vehicle
// expect: Bike! Trike: 3 wheels, category vehicle
// expect: Truck: 16 wheels, category vehicle
// expect: [4, 2, 3, 16]
// expect: making trike
// expect: ["Vehicle", "Bike", "Trike", "Truck"]
// expect: [4, 2, 3, 16] ["4 vs 4", "4 vs 2", "4 vs 3", "4 vs 16"]
// expect: true vehicle
// expect: auto-vehicle -> Vehicle auto-trike -> Trike
// expect: auto-truck false false
// expect: 3 true false
// expect: true true false
// expect: bike meta 2
// expect: true
// expect: [true, true, false, true] 10
