// Compiler test style: overriding stored property with observers and calling super
class Thermostat {
    var temperature: Int = 20 {
        willSet { print("Base willSet \(temperature) -> \(newValue)") }
        didSet { print("Base didSet \(oldValue) -> \(temperature)") }
    }
}

class LoggingThermostat: Thermostat {
    override var temperature: Int {
        willSet { print("Sub willSet \(newValue)") }
        didSet { print("Sub didSet old=\(oldValue)") }
    }
}

class ClampedThermostat: Thermostat {
    override var temperature: Int {
        get { return super.temperature }
        set { super.temperature = min(max(newValue, 10), 30) }
    }
}

let t = Thermostat()
t.temperature = 22
print("---")
let l = LoggingThermostat()
l.temperature = 25
print("value", l.temperature)
print("---")
let c = ClampedThermostat()
c.temperature = 50
print("clamped", c.temperature)
c.temperature = 5
print("clamped", c.temperature)
print("---")
let base: Thermostat = LoggingThermostat()
base.temperature += 1
print("final", base.temperature)
// expect: Base willSet 20 -> 22
// expect: Base didSet 20 -> 22
// expect: ---
// expect: Sub willSet 25
// expect: Base willSet 20 -> 25
// expect: Base didSet 20 -> 25
// expect: Sub didSet old=20
// expect: value 25
// expect: ---
// expect: Base willSet 20 -> 30
// expect: Base didSet 20 -> 30
// expect: clamped 30
// expect: Base willSet 30 -> 10
// expect: Base didSet 30 -> 10
// expect: clamped 10
// expect: ---
// expect: Sub willSet 21
// expect: Base willSet 20 -> 21
// expect: Base didSet 20 -> 21
// expect: Sub didSet old=20
// expect: final 21
