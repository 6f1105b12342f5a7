// App code style: a recipe scaler converting volumes and masses with Measurement
import Foundation

struct Ingredient {
    let name: String
    let amount: Measurement<UnitVolume>
}

let recipe = [
    Ingredient(name: "milk", amount: Measurement(value: 1.5, unit: .cups)),
    Ingredient(name: "oil", amount: Measurement(value: 3, unit: .tablespoons)),
    Ingredient(name: "vanilla", amount: Measurement(value: 2, unit: .teaspoons)),
    Ingredient(name: "water", amount: Measurement(value: 0.25, unit: .liters)),
]

let servingsFrom = 4.0, servingsTo = 6.0
let factor = servingsTo / servingsFrom
print("scale factor:", factor)
for ing in recipe {
    let scaled = ing.amount * factor
    let ml = scaled.converted(to: .milliliters).value
    print(String(format: "%@: %.2f %@ -> %.1f ml", ing.name, scaled.value, scaled.unit.symbol, ml))
}
let byVolume = recipe.sorted { $0.amount < $1.amount }.map(\.name)
print("smallest to largest:", byVolume.joined(separator: ", "))
let total = recipe.map(\.amount).reduce(Measurement(value: 0, unit: UnitVolume.milliliters)) { $0 + $1 }
print(String(format: "total: %.1f ml (%.3f L)", total.converted(to: .milliliters).value, total.converted(to: .liters).value))

let flour = Measurement(value: 500, unit: UnitMass.grams)
print(String(format: "flour: %.3f kg, %.2f oz, %.3f lb", flour.converted(to: .kilograms).value,
             flour.converted(to: .ounces).value, flour.converted(to: .pounds).value))
let halfKilo = Measurement(value: 0.5, unit: UnitMass.kilograms)
print("flour == 0.5 kg:", flour == halfKilo)
print("oven:", String(format: "%.0f°F", Measurement(value: 180, unit: UnitTemperature.celsius).converted(to: .fahrenheit).value))
var bake = Measurement(value: 45, unit: UnitDuration.minutes)
bake = bake + Measurement(value: 600, unit: UnitDuration.seconds)
print("bake:", bake.converted(to: .minutes).value, "minutes")
// expect: scale factor: 1.5
// expect: milk: 2.25 cup -> 540.0 ml
// expect: oil: 4.50 tbsp -> 66.5 ml
// expect: vanilla: 3.00 tsp -> 14.8 ml
// expect: water: 0.38 L -> 375.0 ml
// expect: smallest to largest: vanilla, oil, water, milk
// expect: total: 664.2 ml (0.664 L)
// expect: flour: 0.500 kg, 17.64 oz, 1.102 lb
// expect: flour == 0.5 kg: true
// expect: oven: 356°F
// expect: bake: 55.0 minutes
