// Compiler test style: designated and convenience initializer chains across a three-level class hierarchy
class Vehicle {
    let wheels: Int
    var name: String

    init(wheels: Int, name: String) {
        self.wheels = wheels
        self.name = name
        print("Vehicle.init(wheels: \(wheels), name: \(name))")
    }

    convenience init(name: String) {
        print("Vehicle.convenience(name: \(name))")
        self.init(wheels: 4, name: name)
    }

    convenience init() {
        print("Vehicle.convenience()")
        self.init(name: "generic")
    }
}

class Car: Vehicle {
    var doors: Int

    init(doors: Int, name: String) {
        self.doors = doors
        print("Car.init(doors: \(doors)) phase 1")
        super.init(wheels: 4, name: name)
        print("Car.init phase 2, name=\(self.name)")
    }

    override init(wheels: Int, name: String) {
        self.doors = 2
        print("Car.override init(wheels: \(wheels))")
        super.init(wheels: wheels, name: name)
    }

    convenience init(sporty: Bool) {
        print("Car.convenience(sporty: \(sporty))")
        self.init(doors: sporty ? 2 : 4, name: sporty ? "coupe" : "sedan")
    }
}

class SportsCar: Car {
    var topSpeed: Int

    init(topSpeed: Int) {
        self.topSpeed = topSpeed
        print("SportsCar.init(topSpeed: \(topSpeed))")
        super.init(doors: 2, name: "racer")
        self.name += "!"
    }

    override init(wheels: Int, name: String) {
        self.topSpeed = 100
        print("SportsCar.override init(wheels:name:)")
        super.init(wheels: wheels, name: name)
    }

    override init(doors: Int, name: String) {
        self.topSpeed = 150
        print("SportsCar.override init(doors:name:)")
        super.init(doors: doors, name: name)
    }
}

print("-- 1")
let a = SportsCar(topSpeed: 300)
print(a.name, a.doors, a.wheels, a.topSpeed)
print("-- 2")
let b = SportsCar(name: "inherited")
print(b.name, b.doors, b.wheels, b.topSpeed)
print("-- 3")
let c = SportsCar(sporty: false)
print(c.name, c.doors, c.wheels, c.topSpeed)
print("-- 4")
let d = SportsCar()
print(d.name, d.doors, d.topSpeed)

// expect: -- 1
// expect: SportsCar.init(topSpeed: 300)
// expect: Car.init(doors: 2) phase 1
// expect: Vehicle.init(wheels: 4, name: racer)
// expect: Car.init phase 2, name=racer
// expect: racer! 2 4 300
// expect: -- 2
// expect: Vehicle.convenience(name: inherited)
// expect: SportsCar.override init(wheels:name:)
// expect: Car.override init(wheels: 4)
// expect: Vehicle.init(wheels: 4, name: inherited)
// expect: inherited 2 4 100
// expect: -- 3
// expect: Car.convenience(sporty: false)
// expect: SportsCar.override init(doors:name:)
// expect: Car.init(doors: 4) phase 1
// expect: Vehicle.init(wheels: 4, name: sedan)
// expect: Car.init phase 2, name=sedan
// expect: sedan 4 4 150
// expect: -- 4
// expect: Vehicle.convenience()
// expect: Vehicle.convenience(name: generic)
// expect: SportsCar.override init(wheels:name:)
// expect: Car.override init(wheels: 4)
// expect: Vehicle.init(wheels: 4, name: generic)
// expect: generic 2 100
