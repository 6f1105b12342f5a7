// Compiler test style: metatypes, type(of:), T.self, static and class members through .Type
class Vehicle {
    class var wheels: Int { 4 }
    static let category = "vehicle"
    class func make() -> Vehicle { Vehicle() }
    required init() {}
    func describe() -> String { "\(type(of: self)) with \(type(of: self).wheels) wheels" }
}
class Bike: Vehicle {
    override class var wheels: Int { 2 }
    override class func make() -> Vehicle { Bike() }
}
class Trike: Bike {
    override class var wheels: Int { 3 }
}

let types: [Vehicle.Type] = [Vehicle.self, Bike.self, Trike.self]
for t in types {
    print(t, t.wheels, t.category)
}
for t in types {
    let v = t.make()
    print(v.describe())
}
for t in types {
    let v = t.init()
    print(type(of: v) == t, v.describe())
}
let v: Vehicle = Trike()
print(type(of: v))
print(type(of: v) == Trike.self, type(of: v) == Bike.self)
print(type(of: v) is Bike.Type, type(of: v) is Trike.Type)
let meta: Vehicle.Type = type(of: v)
print(meta.wheels)
func count<T: Vehicle>(_ t: T.Type) -> Int { t.wheels }
print(count(Bike.self), count(Vehicle.self), count(meta))
print(Int.self, String.self, [Int].self, Optional<Double>.self)
// expect: Vehicle 4 vehicle
// expect: Bike 2 vehicle
// expect: Trike 3 vehicle
// expect: Vehicle with 4 wheels
// expect: Bike with 2 wheels
// expect: Bike with 2 wheels
// expect: true Vehicle with 4 wheels
// expect: true Bike with 2 wheels
// expect: true Trike with 3 wheels
// expect: Trike
// expect: true false
// expect: true true
// expect: 3
// expect: 2 4 3
// expect: Int String Array<Int> Optional<Double>
