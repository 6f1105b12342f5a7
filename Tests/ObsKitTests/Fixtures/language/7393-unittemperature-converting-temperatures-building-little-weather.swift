// Tutorial style (UnitTemperature): converting temperatures and building a little weather report
import Foundation

struct Reading {
    let city: String
    let temperature: Measurement<UnitTemperature>
}

let readings = [
    Reading(city: "Oslo", temperature: Measurement(value: -3, unit: .celsius)),
    Reading(city: "Phoenix", temperature: Measurement(value: 104, unit: .fahrenheit)),
    Reading(city: "Lab", temperature: Measurement(value: 300, unit: .kelvin)),
]

let formatter = NumberFormatter()
formatter.locale = Locale(identifier: "en_US")
formatter.maximumFractionDigits = 1
formatter.minimumFractionDigits = 1

func show(_ m: Measurement<UnitTemperature>) -> String {
    let text = formatter.string(from: NSNumber(value: m.value)) ?? "?"
    return "\(text)\(m.unit.symbol)"
}

for r in readings {
    let c = r.temperature.converted(to: .celsius)
    let f = r.temperature.converted(to: .fahrenheit)
    print("\(r.city): \(show(c)) / \(show(f))")
}

let sorted = readings.sorted { $0.temperature < $1.temperature }
print("Coldest to warmest: \(sorted.map { $0.city }.joined(separator: ", "))")

let freezing = Measurement(value: 32, unit: UnitTemperature.fahrenheit)
let zero = Measurement(value: 0, unit: UnitTemperature.celsius)
print("32°F == 0°C ? \(freezing == zero)")
print("Base unit symbol: \(UnitTemperature.baseUnit().symbol)")
// expect: Oslo: -3.0°C / 26.6°F
// expect: Phoenix: 40.0°C / 104.0°F
// expect: Lab: 26.9°C / 80.3°F
// expect: Coldest to warmest: Oslo, Lab, Phoenix
// expect: 32°F == 0°C ? false
// expect: Base unit symbol: K
