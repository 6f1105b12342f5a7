// Apple docs style (Measurement): mass and temperature in a recipe app
import Foundation

let flour = Measurement(value: 500, unit: UnitMass.grams)
let flourOunces = flour.converted(to: .ounces)
print(String(format: "flour: %.0f %@ = %.2f %@", flour.value, flour.unit.symbol, flourOunces.value, flourOunces.unit.symbol))

let turkey = Measurement(value: 12, unit: UnitMass.pounds)
let turkeyKg = turkey.converted(to: .kilograms)
print(String(format: "turkey: %.2f %@", turkeyKg.value, turkeyKg.unit.symbol))

let batch = flour * 3
print("three batches: \(batch.value) \(batch.unit.symbol)")
print(String(format: "in kg: %.1f", batch.converted(to: .kilograms).value))
print("heavier than a kilo: \(batch > Measurement(value: 1, unit: UnitMass.kilograms))")

let oven = Measurement(value: 180, unit: UnitTemperature.celsius)
let ovenF = oven.converted(to: .fahrenheit)
print(String(format: "oven: %.0f%@ = %.0f%@", oven.value, oven.unit.symbol, ovenF.value, ovenF.unit.symbol))

let boiling = Measurement(value: 212, unit: UnitTemperature.fahrenheit).converted(to: .celsius)
print(String(format: "boiling: %.1f%@", boiling.value, boiling.unit.symbol))

let freezing = Measurement(value: 0, unit: UnitTemperature.celsius).converted(to: .kelvin)
print(String(format: "freezing: %.2f %@", freezing.value, freezing.unit.symbol))

// a fridge log in Fahrenheit, alerts in Celsius
let readings = [35.6, 38.0, 41.9, 37.4]
for f in readings {
    let c = Measurement(value: f, unit: UnitTemperature.fahrenheit).converted(to: .celsius).value
    let status = c > 4.5 ? "ALERT" : "ok"
    print(String(format: "%.1f°F -> %.1f°C %@", f, c, status))
}
print([UnitMass.kilograms, .grams, .milligrams, .pounds, .ounces].map(\.symbol))

// expect: flour: 500 g = 17.64 oz
// expect: turkey: 5.44 kg
// expect: three batches: 1500.0 g
// expect: in kg: 1.5
// expect: heavier than a kilo: true
// expect: oven: 180°C = 356°F
// expect: boiling: 100.0°C
// expect: freezing: 273.15 K
// expect: 35.6°F -> 2.0°C ok
// expect: 38.0°F -> 3.3°C ok
// expect: 41.9°F -> 5.5°C ALERT
// expect: 37.4°F -> 3.0°C ok
// expect: ["kg", "g", "mg", "lb", "oz"]
