// Swift book style (Extensions): computed properties, convenience initializers, mutating methods, subscripts and nested types added by extensions
struct Celsius {
    var degrees: Double
}

extension Double {
    var celsius: Celsius { Celsius(degrees: self) }
    var fahrenheitToCelsius: Celsius { Celsius(degrees: (self - 32) * 5 / 9) }
}

extension Celsius {
    init(kelvin: Double) {
        self.init(degrees: kelvin - 273.15)
    }
    var fahrenheit: Double { degrees * 9 / 5 + 32 }

    enum Feel: String {
        case freezing, cold, mild, hot
    }
    var feel: Feel {
        switch degrees {
        case ..<0: return .freezing
        case ..<12: return .cold
        case ..<26: return .mild
        default: return .hot
        }
    }

    mutating func warm(by amount: Double) { degrees += amount }
}

extension Celsius: CustomStringConvertible {
    var description: String { "\(degrees)°C" }
}

extension Int {
    subscript(digit index: Int) -> Int {
        var base = 1
        for _ in 0..<index { base *= 10 }
        return (self / base) % 10
    }
    func repetitions(_ task: (Int) -> Void) {
        for i in 0..<self { task(i) }
    }
    mutating func square() { self = self * self }
}

let readings: [Celsius] = [(-3.5).celsius, 50.0.fahrenheitToCelsius, Celsius(kelvin: 300.15), 20.0.celsius]
for r in readings {
    print(r, "=", r.fahrenheit, "°F", r.feel.rawValue)
}

var morning = 4.0.celsius
morning.warm(by: 9.5)
print("after warming:", morning, morning.feel)

print(73_951[digit: 0], 73_951[digit: 2], 73_951[digit: 7])
3.repetitions { print("lap", $0 + 1) }
var side = 12
side.square()
print("area:", side)

// expect: -3.5°C = 25.7 °F freezing
// expect: 10.0°C = 50.0 °F cold
// expect: 27.0°C = 80.6 °F hot
// expect: 20.0°C = 68.0 °F mild
// expect: after warming: 13.5°C mild
// expect: 1 9 0
// expect: lap 1
// expect: lap 2
// expect: lap 3
// expect: area: 144
