// Inheritance: overriding methods, stored properties with computed getters and setters, final members, and super in overrides.
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Vehicle {
    var currentSpeed = 0.0
    var description: String { "traveling at \(currentSpeed) miles per hour" }
    func makeNoise() -> String { "..." }
    final func honk() -> String { "honk (\(makeNoise()))" }
    var wheels: Int { 0 }
}
class Bicycle: Vehicle {
    var hasBasket = false
    override var wheels: Int { 2 }
}
class Tandem: Bicycle {
    var currentNumberOfPassengers = 0
    override var description: String { super.description + " with \(currentNumberOfPassengers) riders" }
}
class Train: Vehicle {
    override func makeNoise() -> String { "Choo Choo" }
}
class Car: Vehicle {
    var gear = 1
    override var description: String { super.description + " in gear \(gear)" }
}
class LimitedCar: Car {
    private var limit = 70.0
    override var currentSpeed: Double {
        get { super.currentSpeed }
        set { super.currentSpeed = min(newValue, limit) }
    }
}
let tandem = Tandem()
tandem.hasBasket = true
tandem.currentNumberOfPassengers = 2
tandem.currentSpeed = 22.0
print("Tandem: \(tandem.description), wheels \(tandem.wheels)")
let train = Train()
print(train.makeNoise(), train.honk(), Vehicle().honk())
let car = Car()
car.currentSpeed = 25.0
car.gear = 3
print("Car: \(car.description)")
let limited = LimitedCar()
limited.currentSpeed = 120
print("LimitedCar: \(limited.description)")
limited.currentSpeed -= 30
print(limited.currentSpeed)
let garage: [Vehicle] = [tandem, train, car, limited]
print(garage.map(\.wheels), garage.map { $0.makeNoise() })

// expect: Tandem: traveling at 22.0 miles per hour with 2 riders, wheels 2
// expect: Choo Choo honk (Choo Choo) honk (...)
// expect: Car: traveling at 25.0 miles per hour in gear 3
// expect: LimitedCar: traveling at 70.0 miles per hour in gear 1
// expect: 40.0
// expect: [2, 0, 0, 0] ["...", "Choo Choo", "...", "..."]
