// App Development with Swift style (inheritance): vehicles with override, super calls, final and type checks
class Vehicle {
    let name: String
    var speed: Double = 0
    init(name: String) { self.name = name }
    var description: String { "\(name) traveling at \(speed) km/h" }
    func makeNoise() -> String { "..." }
    func accelerate(by amount: Double) {
        speed += amount
    }
}

class Bicycle: Vehicle {
    var hasBasket = false
    override func makeNoise() -> String { "ring ring" }
    override func accelerate(by amount: Double) {
        super.accelerate(by: min(amount, 10))
    }
}

class Car: Vehicle {
    var gear = 1
    override var description: String {
        super.description + " in gear \(gear)"
    }
    override func makeNoise() -> String { "vroom" }
    override func accelerate(by amount: Double) {
        super.accelerate(by: amount)
        gear = Int(speed / 20) + 1
    }
}

final class RaceCar: Car {
    override func makeNoise() -> String { super.makeNoise().uppercased() + "!!!" }
    override var speed: Double {
        didSet { if speed > 300 { speed = 300 } }
    }
}

let garage: [Vehicle] = [Bicycle(name: "Bike"), Car(name: "Sedan"), RaceCar(name: "Bolt"), Vehicle(name: "Cart")]
for v in garage {
    v.accelerate(by: 45)
    v.accelerate(by: 280)
    print(v.description, "-", v.makeNoise())
}

let bikes = garage.filter { $0 is Bicycle }
print("Bikes: \(bikes.count)")
for v in garage {
    if let car = v as? Car {
        print("\(car.name) is a car in gear \(car.gear)")
    } else {
        print("\(v.name) is not a car")
    }
}
let raceCount = garage.compactMap { $0 as? RaceCar }.count
print("Race cars: \(raceCount)")
if let bike = garage.first as? Bicycle {
    bike.hasBasket = true
    print("Basket: \(bike.hasBasket)")
}

// expect: Bike traveling at 20.0 km/h - ring ring
// expect: Sedan traveling at 325.0 km/h in gear 17 - vroom
// expect: Bolt traveling at 300.0 km/h in gear 16 - VROOM!!!
// expect: Cart traveling at 325.0 km/h - ...
// expect: Bikes: 1
// expect: Bike is not a car
// expect: Sedan is a car in gear 17
// expect: Bolt is a car in gear 16
// expect: Cart is not a car
// expect: Race cars: 1
// expect: Basket: true
