// Unit conversion helpers: an enum-based temperature converter and Foundation's Measurement for lengths and speeds (expected output from swiftc 6.3.1 on Linux)
import Foundation

enum TemperatureUnit: String, CaseIterable {
    case celsius = "°C", fahrenheit = "°F", kelvin = "K"

    func toCelsius(_ v: Double) -> Double {
        switch self {
        case .celsius: return v
        case .fahrenheit: return (v - 32) * 5 / 9
        case .kelvin: return v - 273.15
        }
    }

    func fromCelsius(_ c: Double) -> Double {
        switch self {
        case .celsius: return c
        case .fahrenheit: return c * 9 / 5 + 32
        case .kelvin: return c + 273.15
        }
    }
}

func convert(_ value: Double, from: TemperatureUnit, to: TemperatureUnit) -> Double {
    to.fromCelsius(from.toCelsius(value))
}

for (value, unit) in [(100.0, TemperatureUnit.celsius), (-40, .fahrenheit), (300, .kelvin)] {
    let row = TemperatureUnit.allCases.map { String(format: "%.2f%@", convert(value, from: unit, to: $0), $0.rawValue) }
    print("\(value)\(unit.rawValue) =", row.joined(separator: " | "))
}

let run = Measurement(value: 10, unit: UnitLength.kilometers)
print(String(format: "%.3f mi", run.converted(to: .miles).value))
print(String(format: "%.0f m", run.converted(to: .meters).value))
let marathon = Measurement(value: 26.2188, unit: UnitLength.miles)
let total = run + marathon.converted(to: .kilometers)
print(String(format: "%.2f km total", total.converted(to: .kilometers).value))

let pace = Measurement(value: 12, unit: UnitSpeed.kilometersPerHour)
print(String(format: "%.2f m/s, %.2f mph", pace.converted(to: .metersPerSecond).value, pace.converted(to: .milesPerHour).value))

let legs = [Measurement(value: 1200, unit: UnitLength.meters), Measurement(value: 0.8, unit: UnitLength.kilometers), Measurement(value: 500, unit: UnitLength.feet)]
let summed = legs.reduce(Measurement(value: 0, unit: UnitLength.meters)) { $0 + $1.converted(to: .meters) }
print(String(format: "legs: %.1f m", summed.value), legs.map { $0.unit.symbol })
print(legs.sorted { $0 < $1 }.map { String(format: "%.1f", $0.converted(to: .meters).value) })

let weight = Measurement(value: 72.5, unit: UnitMass.kilograms)
print(String(format: "%.1f lb", weight.converted(to: .pounds).value), weight.unit.symbol)

// expect: 100.0°C = 100.00°C | 212.00°F | 373.15K
// expect: -40.0°F = -40.00°C | -40.00°F | 233.15K
// expect: 300.0K = 26.85°C | 80.33°F | 300.00K
// expect: 6.214 mi
// expect: 10000 m
// expect: 52.19 km total
// expect: 3.33 m/s, 7.46 mph
// expect: legs: 2152.4 m ["m", "km", "ft"]
// expect: ["152.4", "800.0", "1200.0"]
// expect: 159.8 lb kg
