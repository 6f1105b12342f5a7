// class hierarchies: overrides calling super, overriding properties, final, class vs static
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Vehicle {
    var wheels: Int { 0 }
    var speed = 0 {
        didSet { print("  Vehicle.speed didSet \(oldValue) -> \(speed)") }
    }
    func describe() -> String { "vehicle with \(wheels) wheels" }
    func honk() -> String { "..." }
    class var category: String { "generic" }
    static var made = 0
    final func id() -> String { "\(type(of: self))#\(wheels)" }
    required init() { Vehicle.made += 1 }
}
class Bicycle: Vehicle {
    override var wheels: Int { 2 }
    override func describe() -> String { "bicycle, " + super.describe() }
    override func honk() -> String { "ring" }
    override class var category: String { "pedal" }
}
class Tandem: Bicycle {
    override func describe() -> String { "tandem; " + super.describe() }
    override var speed: Int {
        willSet { print("  Tandem.speed willSet \(speed) -> \(newValue)") }
        didSet { print("  Tandem.speed didSet") }
    }
}
class Car: Vehicle {
    override var wheels: Int { 4 }
    var gear = 1
    override var speed: Int {
        get { super.speed }
        set { gear = newValue / 20 + 1; super.speed = newValue }
    }
    override func honk() -> String { "beep " + super.honk() }
    override class var category: String { "motor/" + super.category }
}

let fleet: [Vehicle] = [Vehicle(), Bicycle(), Tandem(), Car()]
for v in fleet {
    print(v.describe(), "|", v.honk(), "|", v.id(), "|", type(of: v).category)
}
print("made:", Vehicle.made)

print("set tandem speed")
fleet[2].speed = 12
print("set car speed")
let car = fleet[3] as! Car
car.speed = 45
print("car gear:", car.gear, "speed:", car.speed)

print(fleet.map { $0 is Bicycle })
print(fleet.compactMap { ($0 as? Bicycle)?.honk() })
let metas: [Vehicle.Type] = [Vehicle.self, Tandem.self, Car.self]
print(metas.map { $0.category })
let made = metas.map { $0.init() }
print(made.map { $0.describe() })
print("made:", Vehicle.made)

// expect: vehicle with 0 wheels | ... | Vehicle#0 | generic
// expect: bicycle, vehicle with 2 wheels | ring | Bicycle#2 | pedal
// expect: tandem; bicycle, vehicle with 2 wheels | ring | Tandem#2 | pedal
// expect: vehicle with 4 wheels | beep ... | Car#4 | motor/generic
// expect: made: 4
// expect: set tandem speed
// expect:   Tandem.speed willSet 0 -> 12
// expect:   Vehicle.speed didSet 0 -> 12
// expect:   Tandem.speed didSet
// expect: set car speed
// expect:   Vehicle.speed didSet 0 -> 45
// expect: car gear: 3 speed: 45
// expect: [false, true, true, false]
// expect: ["ring", "ring"]
// expect: ["generic", "pedal", "motor/generic"]
// expect: ["vehicle with 0 wheels", "tandem; bicycle, vehicle with 2 wheels", "vehicle with 4 wheels"]
// expect: made: 7
