// Develop in Swift style (computed and lazy properties, observers): a thermostat with willSet/didSet using oldValue
struct Temperature {
    var celsius: Double
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
    var kelvin: Double { celsius + 273.15 }
}

class Thermostat {
    var target: Double = 20 {
        willSet {
            print("Changing target from \(target) to \(newValue)")
        }
        didSet {
            if target > 30 {
                print("Too hot! Capping at 30")
                target = 30
            }
            let change = target - oldValue
            print("Target changed by \(change)")
        }
    }
    lazy var report: String = {
        print("(building report)")
        return "Thermostat set to \(target)"
    }()
    var history: [Double] = [] {
        didSet { print("History now has \(history.count) entries") }
    }
}

var t = Temperature(celsius: 25)
print(t.fahrenheit, t.kelvin)
t.fahrenheit = 212
print(t.celsius)
t.celsius = -40
print(t.fahrenheit)

let thermo = Thermostat()
thermo.target = 22
thermo.target = 35
print("Target: \(thermo.target)")
print(thermo.report)
thermo.target = 18
print(thermo.report)
thermo.history.append(18)
thermo.history += [19, 20]

struct Counter {
    var value = 0 {
        didSet { print("value \(oldValue) -> \(value)") }
    }
    mutating func increment(by n: Int = 1) { value += n }
}
var c = Counter()
c.increment()
c.increment(by: 5)
c.value *= 2

// expect: 77.0 298.15
// expect: 100.0
// expect: -40.0
// expect: Changing target from 20.0 to 22.0
// expect: Target changed by 2.0
// expect: Changing target from 22.0 to 35.0
// expect: Too hot! Capping at 30
// expect: Target changed by 8.0
// expect: Target: 30.0
// expect: (building report)
// expect: Thermostat set to 30.0
// expect: Changing target from 30.0 to 18.0
// expect: Target changed by -12.0
// expect: Thermostat set to 30.0
// expect: History now has 1 entries
// expect: History now has 3 entries
// expect: value 0 -> 1
// expect: value 1 -> 6
// expect: value 6 -> 12
