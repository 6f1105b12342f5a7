// Base classes, subclassing, overriding, super, final
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Vehicle {
    var currentSpeed = 0.0
    var description: String {
        "traveling at \(currentSpeed) miles per hour"
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
        super.description + " in gear \(gear)"
    }
}
class AutomaticCar: Car {
    override var currentSpeed: Double {
        didSet {
            gear = Int(currentSpeed / 10.0) + 1
        }
    }
}
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

let garage: [Vehicle] = [bicycle, train, car, automatic, tandem]
for v in garage {
    let kind = String(describing: type(of: v))
    print("\(kind):", terminator: " ")
    v.makeNoise()
}
class Animal {
    let name: String
    init(name: String) { self.name = name }
    func speak() -> String { "..." }
    final func introduce() -> String { "\(name) says \(speak())" }
}
class Dog: Animal {
    override func speak() -> String { "Woof" }
}
class Puppy: Dog {
    override func speak() -> String { super.speak() + " (squeaky)" }
}
for a in [Animal(name: "Generic"), Dog(name: "Rex"), Puppy(name: "Bit")] {
    print(a.introduce())
}
print(garage.filter { $0 is Bicycle }.count, "bicycles in garage")
// expect: Bicycle: traveling at 15.0 miles per hour
// expect: Tandem: traveling at 22.0 miles per hour
// expect: Choo Choo
// expect: Car: traveling at 25.0 miles per hour in gear 3
// expect: AutomaticCar: traveling at 35.0 miles per hour in gear 4
// expect: Bicycle: (silence)
// expect: Train: Choo Choo
// expect: Car: (silence)
// expect: AutomaticCar: (silence)
// expect: Tandem: (silence)
// expect: Generic says ...
// expect: Rex says Woof
// expect: Bit says Woof (squeaky)
// expect: 2 bicycles in garage
