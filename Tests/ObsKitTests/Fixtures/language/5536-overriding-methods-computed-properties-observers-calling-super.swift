// The Swift Programming Language style (Inheritance): overriding methods, computed properties and observers, calling super, and final members
class Vehicle {
    var speed = 0.0
    var summary: String { "moving at \(speed) km/h" }
    func honk() -> String { "beep" }
    final func wheelsLabel(_ n: Int) -> String { "\(n) wheels" }
}

class Bicycle: Vehicle {
    var hasBasket = false
}

class Tandem: Bicycle {
    var riders = 0
    override var summary: String {
        super.summary + " with \(riders) riders"
    }
}

class Train: Vehicle {
    override func honk() -> String { "choo " + super.honk() }
}

class Car: Vehicle {
    var gear = 1
    override var summary: String { super.summary + " in gear \(gear)" }
}

class AutoCar: Car {
    override var speed: Double {
        didSet {
            gear = Int(speed / 10.0) + 1
        }
    }
}

let tandem = Tandem()
tandem.hasBasket = true
tandem.riders = 2
tandem.speed = 18
print(tandem.summary)

let train = Train()
print(train.honk())
print(train.wheelsLabel(48))

let auto = AutoCar()
auto.speed = 35
print(auto.summary)
auto.speed = 72
print(auto.summary)

let fleet: [Vehicle] = [tandem, train, auto, Vehicle()]
for v in fleet {
    print(type(of: v), v.honk(), v.summary)
}

final class Scooter: Vehicle {
    override var summary: String { "scooter " + super.summary }
}
print(Scooter().summary)

// expect: moving at 18.0 km/h with 2 riders
// expect: choo beep
// expect: 48 wheels
// expect: moving at 35.0 km/h in gear 4
// expect: moving at 72.0 km/h in gear 8
// expect: Tandem beep moving at 18.0 km/h with 2 riders
// expect: Train choo beep moving at 0.0 km/h
// expect: AutoCar beep moving at 72.0 km/h in gear 8
// expect: Vehicle beep moving at 0.0 km/h
// expect: scooter moving at 0.0 km/h
