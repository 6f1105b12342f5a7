// Swift book, "Inheritance": base class, subclassing, overriding methods/properties/observers, super calls, final, polymorphic arrays
class Vehicle {
    var currentSpeed = 0.0
    var description: String { "traveling at \(currentSpeed) miles per hour" }
    func makeNoise() -> String { "..." }
    func report() -> String { "\(type(of: self)): \(description), says \(makeNoise())" }
}

class Bicycle: Vehicle {
    var hasBasket = false
}

class Tandem: Bicycle {
    var currentNumberOfPassengers = 0
    override var description: String {
        super.description + " with \(currentNumberOfPassengers) riders"
    }
}

class Train: Vehicle {
    override func makeNoise() -> String { "Choo Choo" }
}

class Car: Vehicle {
    var gear = 1
    override var description: String { super.description + " in gear \(gear)" }
    override func makeNoise() -> String { "Vroom" }
}

class AutomaticCar: Car {
    override var currentSpeed: Double {
        didSet { gear = Int(currentSpeed / 10.0) + 1 }
    }
}

final class RaceCar: Car {
    override func makeNoise() -> String { super.makeNoise().uppercased() + "!!!" }
}

let bicycle = Bicycle()
bicycle.hasBasket = true
bicycle.currentSpeed = 15.0
print("Bicycle: \(bicycle.description)")

let tandem = Tandem()
tandem.currentNumberOfPassengers = 2
tandem.currentSpeed = 22.0
print("Tandem: \(tandem.description)")

let car = Car()
car.currentSpeed = 25.0
car.gear = 3
print("Car: \(car.description)")

let automatic = AutomaticCar()
automatic.currentSpeed = 35.0
print("AutomaticCar: \(automatic.description)")

let garage: [Vehicle] = [Vehicle(), Train(), car, automatic, RaceCar(), tandem]
for v in garage {
    print(v.report())
}
let cars = garage.compactMap { $0 as? Car }
print("cars:", cars.count, "bicycles:", garage.filter { $0 is Bicycle }.count)
print(garage.map { $0.makeNoise() }.filter { $0 != "..." })

// expect: Bicycle: traveling at 15.0 miles per hour
// expect: Tandem: traveling at 22.0 miles per hour with 2 riders
// expect: Car: traveling at 25.0 miles per hour in gear 3
// expect: AutomaticCar: traveling at 35.0 miles per hour in gear 4
// expect: Vehicle: traveling at 0.0 miles per hour, says ...
// expect: Train: traveling at 0.0 miles per hour, says Choo Choo
// expect: Car: traveling at 25.0 miles per hour in gear 3, says Vroom
// expect: AutomaticCar: traveling at 35.0 miles per hour in gear 4, says Vroom
// expect: RaceCar: traveling at 0.0 miles per hour in gear 1, says VROOM!!!
// expect: Tandem: traveling at 22.0 miles per hour with 2 riders, says ...
// expect: cars: 3 bicycles: 1
// expect: ["Choo Choo", "Vroom", "Vroom", "VROOM!!!"]
