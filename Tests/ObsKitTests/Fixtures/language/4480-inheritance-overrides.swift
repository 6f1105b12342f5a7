// Swift book style: Inheritance + Initialization - base class, subclassing, overriding methods/properties/observers, final, super calls
class Vehicle {
    var currentSpeed = 0.0
    var description: String {
        "traveling at \(currentSpeed) miles per hour"
    }
    func makeNoise() {
        print("(silence)")
    }
}
let someVehicle = Vehicle()
print("Vehicle: \(someVehicle.description)")

class Bicycle: Vehicle {
    var hasBasket = false
}
let bicycle = Bicycle()
bicycle.hasBasket = true
bicycle.currentSpeed = 15.0
print("Bicycle: \(bicycle.description)")

class Tandem: Bicycle {
    var currentNumberOfPassengers = 0
}
let tandem = Tandem()
tandem.hasBasket = true
tandem.currentNumberOfPassengers = 2
tandem.currentSpeed = 22.0
print("Tandem: \(tandem.description)")

class Train: Vehicle {
    override func makeNoise() {
        print("Choo Choo")
    }
}
let train = Train()
train.makeNoise()
bicycle.makeNoise()

class Car: Vehicle {
    var gear = 1
    override var description: String {
        super.description + " in gear \(gear)"
    }
}
let car = Car()
car.currentSpeed = 25.0
car.gear = 3
print("Car: \(car.description)")

class AutomaticCar: Car {
    override var currentSpeed: Double {
        didSet {
            gear = Int(currentSpeed / 10.0) + 1
        }
    }
}
let automatic = AutomaticCar()
automatic.currentSpeed = 35.0
print("AutomaticCar: \(automatic.description)")

let garage: [Vehicle] = [someVehicle, bicycle, tandem, train, car, automatic]
for v in garage {
    v.makeNoise()
}
print(garage.filter { $0 is Bicycle }.count, garage.filter { $0 is Car }.count)

class Animal {
    let name: String
    init(name: String) { self.name = name }
    func speak() -> String { "..." }
    final func introduce() -> String { "\(name) says \(speak())" }
    class func kingdom() -> String { "Animalia" }
}
class Dog: Animal {
    override func speak() -> String { "Woof" }
}
class Puppy: Dog {
    override func speak() -> String { super.speak() + " (squeaky)" }
    override class func kingdom() -> String { super.kingdom() + "/young" }
}
class Cat: Animal {
    let indoor: Bool
    init(name: String, indoor: Bool) {
        self.indoor = indoor
        super.init(name: name)
    }
    override func speak() -> String { indoor ? "Meow" : "HISS" }
}
let pets: [Animal] = [Dog(name: "Rex"), Puppy(name: "Bit"), Cat(name: "Tom", indoor: true), Cat(name: "Alley", indoor: false)]
for p in pets { print(p.introduce()) }
print(Animal.kingdom(), Dog.kingdom(), Puppy.kingdom())
let types: [Animal.Type] = [Animal.self, Dog.self, Puppy.self]
print(types.map { $0.kingdom() })

class Shape {
    var sides: Int { 0 }
    var name: String { "shape" }
    func summary() -> String { "\(name) with \(sides) sides" }
}
class Triangle: Shape {
    override var sides: Int { 3 }
    override var name: String { "triangle" }
}
class Square: Shape {
    override var sides: Int { 4 }
    override var name: String { "square" }
    override func summary() -> String { super.summary() + ", all equal" }
}
for s in [Shape(), Triangle(), Square()] { print(s.summary()) }
let total = [Triangle(), Square(), Square()].reduce(0) { $0 + $1.sides }
print("total sides \(total)")

// expect: Vehicle: traveling at 0.0 miles per hour
// expect: Bicycle: traveling at 15.0 miles per hour
// expect: Tandem: traveling at 22.0 miles per hour
// expect: Choo Choo
// expect: (silence)
// expect: Car: traveling at 25.0 miles per hour in gear 3
// expect: AutomaticCar: traveling at 35.0 miles per hour in gear 4
// expect: (silence)
// expect: (silence)
// expect: (silence)
// expect: Choo Choo
// expect: (silence)
// expect: (silence)
// expect: 2 2
// expect: Rex says Woof
// expect: Bit says Woof (squeaky)
// expect: Tom says Meow
// expect: Alley says HISS
// expect: Animalia Animalia Animalia/young
// expect: ["Animalia", "Animalia", "Animalia/young"]
// expect: shape with 0 sides
// expect: triangle with 3 sides
// expect: square with 4 sides, all equal
// expect: total sides 11
