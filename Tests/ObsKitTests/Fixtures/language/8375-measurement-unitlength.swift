// Foundation in app code: Measurement<UnitLength> conversions, arithmetic and comparison
import Foundation

let run = Measurement(value: 5, unit: UnitLength.kilometers)
let miles = run.converted(to: .miles)
print(String(format: "%.2f miles", miles.value))

let height = Measurement(value: 180, unit: UnitLength.centimeters)
let feet = height.converted(to: .feet)
print(String(format: "%.2f ft", feet.value))
print(String(format: "%.1f in", height.converted(to: .inches).value))

let a = Measurement(value: 1, unit: UnitLength.meters)
let b = Measurement(value: 50, unit: UnitLength.centimeters)
let sum = a + b
print("Sum in meters: \(sum.converted(to: .meters).value)")
print("1 m > 50 cm: \(a > b)")
print("100 cm == 1 m: \(Measurement(value: 100, unit: UnitLength.centimeters) == a)")

let doubled = a * 3
print("Tripled: \(doubled.value) \(doubled.unit.symbol)")
print("Symbols: \(UnitLength.kilometers.symbol), \(UnitLength.miles.symbol), \(UnitLength.feet.symbol)")

let legs = [1.2, 3.4, 0.9].map { Measurement(value: $0, unit: UnitLength.kilometers) }
let total = legs.reduce(Measurement(value: 0, unit: UnitLength.kilometers), +)
print(String(format: "Total: %.1f km = %.0f m", total.value, total.converted(to: .meters).value))

// expect: 3.11 miles
// expect: 5.91 ft
// expect: 70.9 in
// expect: Sum in meters: 1.5
// expect: 1 m > 50 cm: true
// expect: 100 cm == 1 m: true
// expect: Tripled: 3.0 m
// expect: Symbols: km, mi, ft
// expect: Total: 5.5 km = 5500 m
