// Swift book style: nested types with access modifiers inside a class and an enum
class Thermostat {
    enum Mode: String {
        case heat, cool, off
    }
    struct Reading {
        let celsius: Double
        var fahrenheit: Double { celsius * 9 / 5 + 32 }
    }
    private struct Limits {
        static let minimum = 5.0
        static let maximum = 30.0
    }
    private(set) var mode: Mode = .off
    private(set) var target = Reading(celsius: 20)

    func set(_ c: Double) {
        let clamped = min(max(c, Limits.minimum), Limits.maximum)
        target = Reading(celsius: clamped)
        mode = clamped > 20 ? .heat : (clamped < 20 ? .cool : .off)
    }
}

let t = Thermostat()
for value in [25.0, 2.0, 45.0, 20.0] {
    t.set(value)
    print("\(value) -> \(t.target.celsius)C \(t.target.fahrenheit)F mode \(t.mode.rawValue)")
}
let r = Thermostat.Reading(celsius: 100)
print(r.fahrenheit)
let m: Thermostat.Mode = .cool
print(m, Thermostat.Mode(rawValue: "heat") == .heat)
// expect: 25.0 -> 25.0C 77.0F mode heat
// expect: 2.0 -> 5.0C 41.0F mode cool
// expect: 45.0 -> 30.0C 86.0F mode heat
// expect: 20.0 -> 20.0C 68.0F mode off
// expect: 212.0
// expect: cool true
