// Swift book style (Inheritance): overriding methods and properties, super calls, final members, and property observers added on an overridden property
class Vehicle {
    var speed = 0.0
    var summary: String { "moving at \(speed) km/h" }
    func noise() -> String { "..." }
    final func wheelsNote() -> String { "base vehicle" }
}
class Bicycle: Vehicle {
    var hasBasket = false
    override func noise() -> String { "ring " + super.noise() }
}
class Tandem: Bicycle {
    var riders = 0
    override var summary: String { super.summary + " with \(riders) riders" }
}
let t = Tandem()
t.hasBasket = true
t.riders = 2
t.speed = 22.5
print(t.summary)
print(t.noise(), t.wheelsNote())

class Car: Vehicle {
    var gear = 1
    override var summary: String { super.summary + " in gear \(gear)" }
    override func noise() -> String { "vroom" }
}
class Automatic: Car {
    override var speed: Double {
        didSet { gear = Int(speed / 10.0) + 1 }
    }
}
let auto = Automatic()
auto.speed = 35
print(auto.summary)

class Thermostat {
    var target = 20 { didSet { print("base saw \(oldValue)->\(target)") } }
}
class LoggingThermostat: Thermostat {
    override var target: Int {
        willSet { print("sub will \(newValue)") }
        didSet { print("sub did \(oldValue)->\(target)") }
    }
}
let th = LoggingThermostat()
th.target = 23

let garage: [Vehicle] = [Vehicle(), Bicycle(), Car(), Tandem()]
for v in garage { print(type(of: v), v.noise()) }

class Animal {
    func speak() -> String { "generic" }
    func describe() -> String { "I say \(speak())" }
}
final class Cat: Animal {
    override func speak() -> String { "meow" }
}
print(Cat().describe(), Animal().describe())
class Size { var value: Int { 1 } }
class Bigger: Size {
    private var stored = 5
    override var value: Int {
        get { stored + super.value }
    }
}
print(Bigger().value)

// expect: moving at 22.5 km/h with 2 riders
// expect: ring ... base vehicle
// expect: moving at 35.0 km/h in gear 4
// expect: sub will 23
// expect: base saw 20->23
// expect: sub did 20->23
// expect: Vehicle ...
// expect: Bicycle ring ...
// expect: Car vroom
// expect: Tandem ring ...
// expect: I say meow I say generic
// expect: 6
