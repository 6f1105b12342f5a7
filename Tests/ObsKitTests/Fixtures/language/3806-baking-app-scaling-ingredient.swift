// App code style: a baking app scaling ingredient weights and converting between UnitMass units
import Foundation

struct Ingredient {
    let name: String
    let amount: Measurement<UnitMass>
}

let recipe = [
    Ingredient(name: "flour", amount: Measurement(value: 500, unit: .grams)),
    Ingredient(name: "butter", amount: Measurement(value: 0.5, unit: .pounds)),
    Ingredient(name: "sugar", amount: Measurement(value: 7, unit: .ounces)),
    Ingredient(name: "salt", amount: Measurement(value: 5000, unit: .milligrams)),
]

let servingsFrom = 8.0
let servingsTo = 12.0
let factor = servingsTo / servingsFrom
print("scale factor:", factor)

var totalGrams = 0.0
for item in recipe {
    let grams = item.amount.converted(to: .grams)
    let scaled = grams * factor
    totalGrams += scaled.value
    print(String(format: "%-6@ %7.1f g -> %7.1f g (%.2f oz)", item.name, grams.value, scaled.value,
                 scaled.converted(to: .ounces).value))
}
print(String(format: "dough weight: %.1f g = %.3f kg = %.2f lb", totalGrams, totalGrams / 1000,
             Measurement(value: totalGrams, unit: UnitMass.grams).converted(to: .pounds).value))

let heaviest = recipe.max { $0.amount < $1.amount }!
print("heaviest:", heaviest.name)
let order = recipe.sorted { $0.amount > $1.amount }.map { $0.name }
print("by weight:", order)

let bag = Measurement(value: 1, unit: UnitMass.kilograms)
let flourNeeded = recipe[0].amount * factor
let bagsNeeded = (flourNeeded.converted(to: .kilograms).value / bag.value).rounded(.up)
print("flour bags:", Int(bagsNeeded))
let stone = Measurement(value: 1, unit: UnitMass.stones).converted(to: .pounds)
print("stone in pounds:", stone.value)
print("kg symbol:", UnitMass.kilograms.symbol, "lb symbol:", UnitMass.pounds.symbol, "oz symbol:", UnitMass.ounces.symbol)
let same = Measurement(value: 16, unit: UnitMass.ounces).converted(to: .pounds)
print("16 oz in lb:", (same.value * 1000).rounded() / 1000)
// expect: scale factor: 1.5
// expect: flour   500.0 g ->   750.0 g (26.46 oz)
// expect: butter   226.8 g ->   340.2 g (12.00 oz)
// expect: sugar   198.4 g ->   297.7 g (10.50 oz)
// expect: salt     5.0 g ->     7.5 g (0.26 oz)
// expect: dough weight: 1395.4 g = 1.395 kg = 3.08 lb
// expect: heaviest: flour
// expect: by weight: ["flour", "butter", "sugar", "salt"]
// expect: flour bags: 1
// expect: stone in pounds: 0.3471688213196
// expect: kg symbol: kg lb symbol: lb oz symbol: oz
// expect: 16 oz in lb: 1.0
