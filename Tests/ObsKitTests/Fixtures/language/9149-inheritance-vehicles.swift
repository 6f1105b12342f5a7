// inheritance-vehicles
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Vehicle {
    var currentSpeed = 0.0
    var description: String {
        "traveling at \(currentSpeed) miles per hour"
    }
    func makeNoise() {
        print("(silence)")
    }
    final func honk() { print("beep from \(type(of: self))") }
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
    override func makeNoise() {
        super.makeNoise()
        print("vroom")
    }
}

let tandem = Tandem()
tandem.hasBasket = true
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

let garage: [Vehicle] = [Train(), automatic, tandem]
for v in garage {
    v.makeNoise()
    v.honk()
}
print(garage.filter { $0 is Car }.count, garage.filter { $0 is Bicycle }.count)

class Animal {
    let name: String
    init(name: String) { self.name = name }
    func speak() -> String { "\(name) makes a sound" }
}
class Dog: Animal {
    override func speak() -> String { super.speak() + ": woof" }
}
final class Puppy: Dog {
    override func speak() -> String { super.speak().uppercased() }
}
print([Animal(name: "Generic"), Dog(name: "Rex"), Puppy(name: "Bit")].map { $0.speak() })
// expect: Tandem: traveling at 22.0 miles per hour
// expect: Car: traveling at 25.0 miles per hour in gear 3
// expect: AutomaticCar: traveling at 35.0 miles per hour in gear 4
// expect: Choo Choo
// expect: beep from Train
// expect: (silence)
// expect: vroom
// expect: beep from AutomaticCar
// expect: (silence)
// expect: beep from Tandem
// expect: 1 1
// expect: ["Generic makes a sound", "Rex makes a sound: woof", "BIT MAKES A SOUND: WOOF"]
