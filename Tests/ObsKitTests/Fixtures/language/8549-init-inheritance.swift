// Q&A style (why does my subclass lose its superclass initializers?): automatic initializer inheritance rules
class Vehicle {
    let wheels: Int
    let label: String
    init(wheels: Int, label: String) {
        self.wheels = wheels
        self.label = label
    }
    convenience init(wheels: Int) {
        self.init(wheels: wheels, label: "vehicle")
    }
    convenience init() {
        self.init(wheels: 4)
    }
}

// Rule 1: no new stored properties without defaults -> inherits everything.
class Bike: Vehicle {}
let b1 = Bike(wheels: 2)
let b2 = Bike()
print(type(of: b1), b1.wheels, b1.label)
print(type(of: b2), b2.wheels, b2.label)

// New stored property with a default value: still inherits all initializers.
class Truck: Vehicle {
    var cargo = "empty"
}
let t = Truck(wheels: 6)
print(type(of: t), t.wheels, t.label, t.cargo)

// Defines its own designated init -> inherits nothing.
class Bus: Vehicle {
    let seats: Int
    init(seats: Int) {
        self.seats = seats
        super.init(wheels: 6, label: "bus")
    }
}
let bus = Bus(seats: 40)
print(type(of: bus), bus.wheels, bus.label, bus.seats)

// Overrides all designated inits -> convenience inits come back (Rule 2).
class Taxi: Vehicle {
    var fare = 0
    override init(wheels: Int, label: String) {
        print("  Taxi designated init with \(wheels), \(label)")
        super.init(wheels: wheels, label: "taxi:" + label)
        fare = 5
    }
}
let taxi = Taxi()
print(type(of: taxi), taxi.wheels, taxi.label, taxi.fare)
let taxi2 = Taxi(wheels: 3)
print(taxi2.label)

// expect: Bike 2 vehicle
// expect: Bike 4 vehicle
// expect: Truck 6 vehicle empty
// expect: Bus 6 bus 40
// expect:   Taxi designated init with 4, vehicle
// expect: Taxi 4 taxi:vehicle 5
// expect:   Taxi designated init with 3, vehicle
// expect: taxi:vehicle
