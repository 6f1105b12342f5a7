// Swift book style (Inheritance): Vehicle, Bicycle, Tandem, overriding methods, properties and observers, final
class Vehicle {
    var currentSpeed = 0.0
    var description: String { "traveling at \(currentSpeed) miles per hour" }
    func makeNoise() { }
}
let someVehicle = Vehicle()
print("Vehicle: \(someVehicle.description)")
class Bicycle: Vehicle {
    var hasBasket = false
}
let bike = Bicycle()
bike.hasBasket = true
bike.currentSpeed = 15.0
print("Bicycle: \(bike.description)")
class Tandem: Bicycle {
    var passengers = 0
}
let tandem = Tandem()
tandem.hasBasket = true
tandem.passengers = 2
tandem.currentSpeed = 22.0
print("Tandem: \(tandem.description)")
class Train: Vehicle {
    override func makeNoise() { print("Choo Choo") }
}
Train().makeNoise()
class Car: Vehicle {
    var gear = 1
    override var description: String { super.description + " in gear \(gear)" }
}
let car = Car()
car.currentSpeed = 25.0
car.gear = 3
print("Car: \(car.description)")
class AutomaticCar: Car {
    override var currentSpeed: Double {
        didSet { gear = Int(currentSpeed / 10.0) + 1 }
    }
}
let auto = AutomaticCar()
auto.currentSpeed = 35.0
print("AutomaticCar: \(auto.description)")
final class Scooter: Vehicle {
    override func makeNoise() { super.makeNoise(); print("beep") }
}
Scooter().makeNoise()
let fleet: [Vehicle] = [bike, tandem, car, auto]
for v in fleet { print(type(of: v), v.currentSpeed) }
// expect: Vehicle: traveling at 0.0 miles per hour
// expect: Bicycle: traveling at 15.0 miles per hour
// expect: Tandem: traveling at 22.0 miles per hour
// expect: Choo Choo
// expect: Car: traveling at 25.0 miles per hour in gear 3
// expect: AutomaticCar: traveling at 35.0 miles per hour in gear 4
// expect: beep
// expect: Bicycle 15.0
// expect: Tandem 22.0
// expect: Car 25.0
// expect: AutomaticCar 35.0
