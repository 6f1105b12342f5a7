// Swift book style: Inheritance: subclassing, overriding methods and properties, observers, final
class Vehicle {
    var currentSpeed = 0.0
    var description: String { "traveling at \(currentSpeed) miles per hour" }
    func makeNoise() { print("...") }
    final func wheelsReport(_ n: Int) -> String { "\(type(of: self)) has \(n) wheels" }
}
let someVehicle = Vehicle()
print("Vehicle: \(someVehicle.description)")

class Bicycle: Vehicle { var hasBasket = false }
let bicycle = Bicycle()
bicycle.hasBasket = true
bicycle.currentSpeed = 15.0
print("Bicycle: \(bicycle.description)")

class Tandem: Bicycle { var currentNumberOfPassengers = 0 }
let tandem = Tandem()
tandem.hasBasket = true
tandem.currentNumberOfPassengers = 2
tandem.currentSpeed = 22.0
print("Tandem: \(tandem.description)")

class Train: Vehicle {
    override func makeNoise() { print("Choo Choo") }
}
let train = Train()
train.makeNoise()

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
let automatic = AutomaticCar()
automatic.currentSpeed = 35.0
print("AutomaticCar: \(automatic.description)")

let garage: [Vehicle] = [someVehicle, bicycle, train, car, automatic]
for v in garage { v.makeNoise() }
print(garage.map { $0.wheelsReport($0 is Bicycle ? 2 : 4) }.joined(separator: "; "))

class Animal {
    let name: String
    init(name: String) { self.name = name }
    func speak() -> String { "\(name) makes a sound" }
    func introduce() -> String { "I am \(name). " + speak() }
}
class Dog: Animal {
    override func speak() -> String { "\(name) barks" }
}
class Puppy: Dog {
    override func speak() -> String { super.speak() + " softly" }
    override init(name: String) { super.init(name: "little " + name) }
}
let pets: [Animal] = [Animal(name: "Generic"), Dog(name: "Rex"), Puppy(name: "Bit")]
for pet in pets { print(pet.introduce()) }

class Limited: Vehicle {
    override var currentSpeed: Double {
        get { super.currentSpeed }
        set { super.currentSpeed = min(newValue, 40) }
    }
}
let limited = Limited()
limited.currentSpeed = 90
print(limited.description, (limited as Vehicle).currentSpeed)

// expect: Vehicle: traveling at 0.0 miles per hour
// expect: Bicycle: traveling at 15.0 miles per hour
// expect: Tandem: traveling at 22.0 miles per hour
// expect: Choo Choo
// expect: Car: traveling at 25.0 miles per hour in gear 3
// expect: AutomaticCar: traveling at 35.0 miles per hour in gear 4
// expect: ...
// expect: ...
// expect: Choo Choo
// expect: ...
// expect: ...
// expect: Vehicle has 4 wheels; Bicycle has 2 wheels; Train has 4 wheels; Car has 4 wheels; AutomaticCar has 4 wheels
// expect: I am Generic. Generic makes a sound
// expect: I am Rex. Rex barks
// expect: I am little Bit. little Bit barks softly
// expect: traveling at 40.0 miles per hour 40.0
