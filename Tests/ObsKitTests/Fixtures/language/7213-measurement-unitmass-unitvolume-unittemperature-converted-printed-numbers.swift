// Tutorial style (recipe scaler): Measurement with UnitMass, UnitVolume and UnitTemperature converted and printed as numbers
import Foundation

struct Ingredient {
    let name: String
    let amount: Measurement<UnitMass>
}

let base = [
    Ingredient(name: "flour", amount: Measurement(value: 500, unit: .grams)),
    Ingredient(name: "butter", amount: Measurement(value: 0.25, unit: .kilograms)),
    Ingredient(name: "sugar", amount: Measurement(value: 7, unit: .ounces)),
]

let servingsFrom = 8.0, servingsTo = 12.0
let factor = servingsTo / servingsFrom
print("scale factor:", factor)
for ing in base {
    let scaled = ing.amount * factor
    let grams = scaled.converted(to: .grams).value
    let pounds = scaled.converted(to: .pounds).value
    print(ing.name.padding(toLength: 7, withPad: " ", startingAt: 0) + String(format: "%8.1f g %7.3f lb", grams, pounds))
}

let milk = Measurement(value: 2, unit: UnitVolume.cups)
print(String(format: "2 cups = %.1f ml", milk.converted(to: .milliliters).value))
let total = Measurement(value: 1, unit: UnitVolume.liters) + Measurement(value: 250, unit: UnitVolume.milliliters)
print(String(format: "total liquid: %.2f L", total.converted(to: .liters).value))

for f in [350.0, 400.0, 425.0] {
    let c = Measurement(value: f, unit: UnitTemperature.fahrenheit).converted(to: .celsius).value
    print(String(format: "%3.0f F = %5.1f C (gas mark %d)", f, c, Int(((f - 250) / 25).rounded())))
}
let boiling = Measurement(value: 100, unit: UnitTemperature.celsius)
print("boiling in K:", boiling.converted(to: .kelvin).value)

let runs = [Measurement(value: 800, unit: UnitLength.meters), Measurement(value: 1.2, unit: UnitLength.kilometers),
            Measurement(value: 0.5, unit: UnitLength.miles)]
let sorted = runs.sorted()
print(sorted.map { String(format: "%.0f", $0.converted(to: .meters).value) }.joined(separator: " < "))
let sum = runs.reduce(Measurement(value: 0, unit: UnitLength.meters), +)
print(String(format: "sum: %.3f km", sum.converted(to: .kilometers).value))
print(UnitLength.meters.symbol, UnitMass.kilograms.symbol, UnitVolume.liters.symbol)

// expect: scale factor: 1.5
// expect: flour     750.0 g   1.653 lb
// expect: butter    375.0 g   0.827 lb
// expect: sugar     297.7 g   0.656 lb
// expect: 2 cups = 480.0 ml
// expect: total liquid: 1.25 L
// expect: 350 F = 176.7 C (gas mark 4)
// expect: 400 F = 204.4 C (gas mark 6)
// expect: 425 F = 218.3 C (gas mark 7)
// expect: boiling in K: 373.15
// expect: 800 < 805 < 1200
// expect: sum: 2.805 km
// expect: m kg L
