// App code style: extensions adding computed properties and convenience inits to a Temperature model
struct Temperature {
    var celsius: Double
}

extension Temperature {
    init(fahrenheit: Double) {
        self.init(celsius: (fahrenheit - 32) * 5 / 9)
    }
    init?(reading: String) {
        guard reading.hasSuffix("C"), let value = Double(reading.dropLast()) else { return nil }
        self.init(celsius: value)
    }

    var fahrenheit: Double { celsius * 9 / 5 + 32 }
    var isFreezing: Bool { celsius <= 0 }
    var feeling: String {
        switch celsius {
        case ..<0: return "freezing"
        case 0..<15: return "cold"
        case 15..<25: return "pleasant"
        default: return "hot"
        }
    }
}

extension Temperature: CustomStringConvertible {
    var description: String { "\(celsius)°C" }
}

extension Int {
    var squared: Int { self * self }
    func times(_ action: (Int) -> Void) {
        for i in 0..<self { action(i) }
    }
}

extension Array where Element == Temperature {
    var average: Temperature? {
        isEmpty ? nil : Temperature(celsius: map(\.celsius).reduce(0, +) / Double(count))
    }
}

let boiling = Temperature(fahrenheit: 212)
print(boiling, boiling.feeling)
let week = [Temperature(celsius: -2), Temperature(celsius: 10), Temperature(celsius: 18), Temperature(celsius: 30)]
for t in week {
    print("\(t) = \(t.fahrenheit)°F, \(t.feeling)\(t.isFreezing ? " (ice!)" : "")")
}
print("Average: \(week.average.map { "\($0)" } ?? "n/a")")
print("Empty average: \([Temperature]().average.map { "\($0)" } ?? "n/a")")
let parsed = ["21.5C", "abc", "70F", "-3C"].compactMap(Temperature.init(reading:))
print("Parsed: \(parsed)")
3.times { print("tick \($0) squared \($0.squared)") }
// expect: 100.0°C hot
// expect: -2.0°C = 28.4°F, freezing (ice!)
// expect: 10.0°C = 50.0°F, cold
// expect: 18.0°C = 64.4°F, pleasant
// expect: 30.0°C = 86.0°F, hot
// expect: Average: 14.0°C
// expect: Empty average: n/a
// expect: Parsed: [21.5°C, -3.0°C]
// expect: tick 0 squared 0
// expect: tick 1 squared 1
// expect: tick 2 squared 4
