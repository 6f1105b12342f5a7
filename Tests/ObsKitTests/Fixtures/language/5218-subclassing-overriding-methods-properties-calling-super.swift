// Book style (Inheritance): subclassing, overriding methods and properties, calling super and preventing overrides with final
class Vehicle {
    var currentSpeed = 0.0
    var description: String {
        return "traveling at \(currentSpeed) miles per hour"
    }
    func makeNoise() {
        print("(silence)")
    }
}
class Bicycle: Vehicle {
    var hasBasket = false
}
class Tandem: Bicycle {
    var currentNumberOfPassengers = 0
}
class Train: Vehicle {
    override func makeNoise() {
        print("Choo Choo")
    }
}
class Car: Vehicle {
    var gear = 1
    override var description: String {
        return super.description + " in gear \(gear)"
    }
}
class AutomaticCar: Car {
    override var currentSpeed: Double {
        didSet { gear = Int(currentSpeed / 10.0) + 1 }
    }
}
final class RaceCar: Car {
    final var sponsor = "none"
    override func makeNoise() {
        super.makeNoise()
        print("VROOM from \(sponsor)")
    }
}

let someVehicle = Vehicle()
print("Vehicle: \(someVehicle.description)")
let bicycle = Bicycle()
bicycle.hasBasket = true
bicycle.currentSpeed = 15.0
print("Bicycle: \(bicycle.description)")
let tandem = Tandem()
tandem.hasBasket = true
tandem.currentNumberOfPassengers = 2
tandem.currentSpeed = 22.0
print("Tandem: \(tandem.description)")
let train = Train()
train.makeNoise()
let car = Car()
car.currentSpeed = 25.0
car.gear = 3
print("Car: \(car.description)")
let automatic = AutomaticCar()
automatic.currentSpeed = 35.0
print("AutomaticCar: \(automatic.description)")
let race = RaceCar()
race.sponsor = "Acme"
race.makeNoise()

let garage: [Vehicle] = [someVehicle, bicycle, train, automatic, race]
for v in garage {
    let kind: String
    switch v {
    case is Tandem: kind = "tandem"
    case is Bicycle: kind = "bicycle"
    case is RaceCar: kind = "race car"
    case is Car: kind = "car"
    case is Train: kind = "train"
    default: kind = "vehicle"
    }
    print(kind, terminator: v === garage.last ? "\n" : ", ")
}
print(String(describing: type(of: garage[3])))

// expect: Vehicle: traveling at 0.0 miles per hour
// expect: Bicycle: traveling at 15.0 miles per hour
// expect: Tandem: traveling at 22.0 miles per hour
// expect: Choo Choo
// expect: Car: traveling at 25.0 miles per hour in gear 3
// expect: AutomaticCar: traveling at 35.0 miles per hour in gear 4
// expect: (silence)
// expect: VROOM from Acme
// expect: vehicle, bicycle, train, car, race car
// expect: AutomaticCar
