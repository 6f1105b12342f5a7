// Swift book style: inheritance, overriding, super calls, final
// Checks: subclass overrides a method and a computed property calling super;
// overriding a stored property with a getter/setter; adding observers to inherited
// properties; final methods; dynamic dispatch through base-class references.

class Vehicle {
    var currentSpeed = 0.0
    var description: String {
        return "traveling at \(currentSpeed) miles per hour"
    }
    func makeNoise() {
        print("(generic vehicle silence)")
    }
    final func honk() {
        print("honk from \(type(of: self))")
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

final class Train: Vehicle {
    override func makeNoise() {
        print("Choo Choo")
    }
}
let train = Train()
train.makeNoise()

class Car: Vehicle {
    var gear = 1
    override var description: String {
        return super.description + " in gear \(gear)"
    }
    override func makeNoise() {
        super.makeNoise()
        print("Vroom")
    }
}
let car = Car()
car.currentSpeed = 25.0
car.gear = 3
print("Car: \(car.description)")
car.makeNoise()

final class AutomaticCar: Car {
    override var currentSpeed: Double {
        didSet {
            gear = Int(currentSpeed / 10.0) + 1
        }
    }
}
let automatic = AutomaticCar()
automatic.currentSpeed = 35.0
print("AutomaticCar: \(automatic.description)")

// Overriding a stored property with a computed one that uses super
class Account {
    var balance: Int = 100
}
final class CappedAccount: Account {
    override var balance: Int {
        get { super.balance }
        set { super.balance = min(newValue, 500) }
    }
}
let capped = CappedAccount()
capped.balance = 900
print("capped balance \(capped.balance)")
capped.balance -= 50
print("capped balance \(capped.balance)")

// Dynamic dispatch via base-class array
let fleet: [Vehicle] = [someVehicle, bicycle, train, car, automatic]
for v in fleet {
    v.honk()
}
for v in fleet {
    v.makeNoise()
}

// Overridden method calling super with a different argument
class Greeter {
    func greet(_ name: String) -> String { "Hello, \(name)" }
}
final class LoudGreeter: Greeter {
    override func greet(_ name: String) -> String {
        super.greet(name.uppercased()) + "!"
    }
}
let greeters: [Greeter] = [Greeter(), LoudGreeter()]
for g in greeters { print(g.greet("sam")) }

// Overriding a read-only property as read-write
class Base {
    var tag: String { "base" }
}
final class Derived: Base {
    private var stored = "derived"
    override var tag: String {
        get { stored }
        set { stored = newValue }
    }
}
let d = Derived()
d.tag = "changed"
let asBase: Base = d
print(asBase.tag)

// expect: Vehicle: traveling at 0.0 miles per hour
// expect: Bicycle: traveling at 15.0 miles per hour
// expect: Tandem: traveling at 22.0 miles per hour
// expect: Choo Choo
// expect: Car: traveling at 25.0 miles per hour in gear 3
// expect: (generic vehicle silence)
// expect: Vroom
// expect: AutomaticCar: traveling at 35.0 miles per hour in gear 4
// expect: capped balance 500
// expect: capped balance 450
// expect: honk from Vehicle
// expect: honk from Bicycle
// expect: honk from Train
// expect: honk from Car
// expect: honk from AutomaticCar
// expect: (generic vehicle silence)
// expect: (generic vehicle silence)
// expect: Choo Choo
// expect: (generic vehicle silence)
// expect: Vroom
// expect: (generic vehicle silence)
// expect: Vroom
// expect: Hello, sam
// expect: Hello, SAM!
// expect: changed
