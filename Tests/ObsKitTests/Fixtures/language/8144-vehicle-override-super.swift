// Course exercise: class hierarchy with override, super calls and final
class Vehicle {
    var currentSpeed = 0.0
    let wheels: Int

    init(wheels: Int) {
        self.wheels = wheels
    }

    var description: String {
        "traveling at \(currentSpeed) km/h on \(wheels) wheels"
    }

    func makeNoise() -> String {
        "..."
    }
}

class Bicycle: Vehicle {
    var hasBasket = false

    init() {
        super.init(wheels: 2)
    }

    override func makeNoise() -> String {
        "ring ring"
    }
}

class Car: Vehicle {
    var gear = 1

    init() {
        super.init(wheels: 4)
    }

    override var description: String {
        super.description + " in gear \(gear)"
    }

    override func makeNoise() -> String {
        "vroom"
    }
}

final class AutomaticCar: Car {
    override var currentSpeed: Double {
        didSet {
            gear = Int(currentSpeed / 10.0) + 1
        }
    }

    override func makeNoise() -> String {
        super.makeNoise() + " (quietly)"
    }
}

let vehicles: [Vehicle] = [Vehicle(wheels: 6), Bicycle(), Car(), AutomaticCar()]
for v in vehicles {
    v.currentSpeed = 35
    print("\(type(of: v)): \(v.makeNoise())")
}
for v in vehicles {
    print(v.description)
}
if let bike = vehicles[1] as? Bicycle {
    bike.hasBasket = true
    print("bike has basket: \(bike.hasBasket)")
}
print("is car: \(vehicles.map { $0 is Car })")

// expect: Vehicle: ...
// expect: Bicycle: ring ring
// expect: Car: vroom
// expect: AutomaticCar: vroom (quietly)
// expect: traveling at 35.0 km/h on 6 wheels
// expect: traveling at 35.0 km/h on 2 wheels
// expect: traveling at 35.0 km/h on 4 wheels in gear 1
// expect: traveling at 35.0 km/h on 4 wheels in gear 4
// expect: bike has basket: true
// expect: is car: [false, false, true, true]
