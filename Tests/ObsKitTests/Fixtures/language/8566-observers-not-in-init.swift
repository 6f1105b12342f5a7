// Q&A style (didSet isn't called when I set the property in init?): observers skip the type's own initializer
class Thermostat {
    var target: Int = 20 {
        didSet { print("  Thermostat didSet \(oldValue) -> \(target)") }
    }
    init(target: Int) {
        print("Thermostat.init assigning", target)
        self.target = target
    }
    func adjust(to value: Int) { target = value }
}

let t = Thermostat(target: 22)
print("after init:", t.target)
t.adjust(to: 25)

// A subclass's initializer DOES trigger the superclass's observers after super.init.
class SmartThermostat: Thermostat {
    override var target: Int {
        didSet { print("  Smart didSet \(oldValue) -> \(target)") }
    }
    init() {
        super.init(target: 18)
        print("Smart.init assigning after super.init")
        target = 19
    }
}
let smart = SmartThermostat()
print("smart target:", smart.target)

// Struct: memberwise init and custom init skip observers too.
struct Meter {
    var reading = 0 {
        didSet { print("  Meter didSet \(oldValue) -> \(reading)") }
    }
}
var m = Meter(reading: 5)
print("meter after init:", m.reading)
m.reading = 6

// Workaround: defer inside init triggers the observer.
struct Gauge {
    var level = 0 {
        didSet { print("  Gauge didSet \(oldValue) -> \(level)") }
    }
    init(level: Int) {
        defer { self.level = level }
        print("Gauge.init with defer")
    }
}
let g = Gauge(level: 9)
print("gauge:", g.level)

// expect: Thermostat.init assigning 22
// expect: after init: 22
// expect:   Thermostat didSet 22 -> 25
// expect: Thermostat.init assigning 18
// expect: Smart.init assigning after super.init
// expect:   Thermostat didSet 18 -> 19
// expect:   Smart didSet 18 -> 19
// expect: smart target: 19
// expect: meter after init: 5
// expect:   Meter didSet 5 -> 6
// expect: Gauge.init with defer
// expect:   Gauge didSet 0 -> 9
// expect: gauge: 9
