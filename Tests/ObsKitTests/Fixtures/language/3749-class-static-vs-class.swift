// Compiler test style: class static vs class var overrides and shared static storage
class Vehicle {
    static var built = 0
    static var registry: [String] = []
    class var wheels: Int { 4 }
    let tag: String
    init(tag: String) {
        self.tag = tag
        Vehicle.built += 1
        Vehicle.registry.append("\(tag):\(type(of: self).wheels)")
    }
}
final class Bike: Vehicle {
    override class var wheels: Int { 2 }
    static var bells = 0
}
final class Truck: Vehicle {
    override class var wheels: Int { super.wheels + 14 }
}

let v = Vehicle(tag: "car")
let b = Bike(tag: "bmx")
let t = Truck(tag: "rig")
Bike.bells += 2
Bike.built += 10
print(Vehicle.built, Bike.built, Truck.built)
print(Vehicle.registry)
print(Bike.bells, Bike.wheels, Truck.wheels)

let all: [Vehicle] = [v, b, t]
print(all.map { type(of: $0).wheels })
print(all.filter { $0 is Bike }.map(\.tag))
let same = all[1]
print(same === b, all[0] === all[1])
let meta: Vehicle.Type = Truck.self
print(meta.wheels)
Vehicle.registry.removeAll { $0.hasSuffix("2") }
print(Vehicle.registry, Truck.registry.count)
// expect: 13 13 13
// expect: ["car:4", "bmx:2", "rig:18"]
// expect: 2 2 18
// expect: [4, 2, 18]
// expect: ["bmx"]
// expect: true false
// expect: 18
// expect: ["car:4", "rig:18"] 2
