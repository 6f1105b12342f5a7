// Apple docs, NumberFormatter and Measurement: decimal/percent/currency styles with a fixed en_US locale, fraction digits, Measurement unit conversion and arithmetic, String(format:)
import Foundation

let decimal = NumberFormatter()
decimal.locale = Locale(identifier: "en_US")
decimal.numberStyle = .decimal
print(decimal.string(from: 1234567.891)!)
decimal.maximumFractionDigits = 1
print(decimal.string(from: 1234567.891)!)
decimal.minimumFractionDigits = 3
decimal.maximumFractionDigits = 3
print(decimal.string(from: 42)!)

let percent = NumberFormatter()
percent.locale = Locale(identifier: "en_US")
percent.numberStyle = .percent
print(percent.string(from: 0.256)!, percent.string(from: 1.5)!)

let currency = NumberFormatter()
currency.locale = Locale(identifier: "en_US")
currency.numberStyle = .currency
currency.currencyCode = "USD"
let prices = [19.99, 5, 1250.5]
print(prices.map { currency.string(from: NSNumber(value: $0))! })
print(decimal.number(from: "3,141.593")?.doubleValue ?? -1)

let spellOut = NumberFormatter()
spellOut.locale = Locale(identifier: "en_US")
spellOut.numberStyle = .spellOut
print(spellOut.string(from: 1024)!)

print(String(format: "%.2f | %5d | %@ | %05.1f | %x", 3.14159, 42, "ab", 2.5, 255))
print(String(format: "%@ has %d items costing %.1f", "cart", 3, 29.95))

let marathon = Measurement(value: 42.195, unit: UnitLength.kilometers)
let inMiles = marathon.converted(to: .miles)
print(String(format: "%.3f mi", inMiles.value))
let lap = Measurement(value: 400, unit: UnitLength.meters)
let laps = marathon.converted(to: .meters).value / lap.value
print(String(format: "%.2f laps", laps))
let sum = marathon + Measurement(value: 800, unit: UnitLength.meters)
print(sum.converted(to: .kilometers).value.rounded(), sum.unit.symbol)

let boiling = Measurement(value: 100, unit: UnitTemperature.celsius)
print(String(format: "%.1f°F %.2fK", boiling.converted(to: .fahrenheit).value, boiling.converted(to: .kelvin).value))
let speed = Measurement(value: 100, unit: UnitSpeed.kilometersPerHour)
print(String(format: "%.2f m/s", speed.converted(to: .metersPerSecond).value))
let weights = [Measurement(value: 2, unit: UnitMass.kilograms), Measurement(value: 500, unit: UnitMass.grams)]
let totalKg = weights.reduce(Measurement(value: 0, unit: UnitMass.kilograms)) { $0 + $1 }
print(totalKg.converted(to: .kilograms).value, weights[0] > weights[1])

// expect: 1,234,567.891
// expect: 1,234,567.9
// expect: 42.000
// expect: 26% 150%
// expect: ["$19.99", "$5.00", "$1,250.50"]
// expect: 3141.593
// expect: one thousand twenty-four
// expect: 3.14 |    42 | ab | 002.5 | ff
// expect: cart has 3 items costing 29.9
// expect: 26.219 mi
// expect: 105.49 laps
// expect: 43.0 m
// expect: 212.0°F 373.15K
// expect: 27.78 m/s
// expect: 2.5 true
