// Designated, convenience and required initializers with super delegation and the order of phases (expected output from swiftc 6.3.1 on Linux)
class Vehicle {
    let wheels: Int
    var label: String
    init(wheels: Int, label: String) {
        print("Vehicle.init(wheels: \(wheels), label: \(label))")
        self.wheels = wheels
        self.label = label
        describe()
    }
    convenience init(label: String) {
        print("Vehicle.convenience(label:)")
        self.init(wheels: 4, label: label)
    }
    required init() {
        print("Vehicle.required init()")
        wheels = 0
        label = "none"
    }
    func describe() { print("  describe Vehicle \(label) \(wheels)") }
}

class Bike: Vehicle {
    var gears: Int
    init(gears: Int) {
        print("Bike.init(gears: \(gears))")
        self.gears = gears
        super.init(wheels: 2, label: "bike")
        label += "-\(gears)"
    }
    required convenience init() {
        self.init(gears: 1)
        print("Bike convenience done: \(label)")
    }
    override func describe() { print("  describe Bike \(label) gears=\(gears)") }
}

class Truck: Vehicle {
    var load = 10
    override init(wheels: Int, label: String) {
        print("Truck.init override")
        super.init(wheels: wheels * 2, label: label.uppercased())
    }
    required init() {
        print("Truck.required init()")
        super.init()
        load = 99
    }
}

func make<V: Vehicle>(_ type: V.Type) -> V { type.init() }

let b = Bike(gears: 7)
print(b.label, b.wheels)
print("--")
let b2 = Bike()
print(b2.label)
print("--")
let t = Truck(label: "hauler")
print(t.label, t.wheels, t.load)
print("--")
let t2 = make(Truck.self)
print(t2.label, t2.load)
print("--")
let kinds: [Vehicle.Type] = [Vehicle.self, Bike.self, Truck.self]
for k in kinds {
    let v = k.init()
    print(type(of: v), v.wheels)
}

// expect: Bike.init(gears: 7)
// expect: Vehicle.init(wheels: 2, label: bike)
// expect:   describe Bike bike gears=7
// expect: bike-7 2
// expect: --
// expect: Bike.init(gears: 1)
// expect: Vehicle.init(wheels: 2, label: bike)
// expect:   describe Bike bike gears=1
// expect: Bike convenience done: bike-1
// expect: bike-1
// expect: --
// expect: Vehicle.convenience(label:)
// expect: Truck.init override
// expect: Vehicle.init(wheels: 8, label: HAULER)
// expect:   describe Vehicle HAULER 8
// expect: HAULER 8 10
// expect: --
// expect: Truck.required init()
// expect: Vehicle.required init()
// expect: none 99
// expect: --
// expect: Vehicle.required init()
// expect: Vehicle 0
// expect: Bike.init(gears: 1)
// expect: Vehicle.init(wheels: 2, label: bike)
// expect:   describe Bike bike gears=1
// expect: Bike convenience done: bike-1
// expect: Bike 2
// expect: Truck.required init()
// expect: Vehicle.required init()
// expect: Truck 0
