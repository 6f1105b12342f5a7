// Tutorial style (recipe converter): scaling a recipe and printing amounts with NumberFormatter and Measurement
import Foundation

struct Ingredient {
    let name: String
    let amount: Measurement<UnitVolume>
}

let recipe = [
    Ingredient(name: "milk", amount: Measurement(value: 2, unit: .cups)),
    Ingredient(name: "oil", amount: Measurement(value: 3, unit: .tablespoons)),
    Ingredient(name: "vanilla", amount: Measurement(value: 1, unit: .teaspoons)),
    Ingredient(name: "water", amount: Measurement(value: 0.5, unit: .liters)),
]

let number = NumberFormatter()
number.locale = Locale(identifier: "en_US")
number.maximumFractionDigits = 1

func metric(_ m: Measurement<UnitVolume>) -> String {
    let ml = m.converted(to: .milliliters)
    return "\(number.string(from: NSNumber(value: ml.value))!) mL"
}

let servings = 4.0
let base = 2.0
print("Scaling from \(Int(base)) to \(Int(servings)) servings")
for ing in recipe {
    let scaled = ing.amount * (servings / base)
    print("- \(ing.name): \(scaled.value) \(scaled.unit.symbol) (\(metric(scaled)))")
}

let liquid = recipe.map(\.amount).reduce(Measurement(value: 0, unit: UnitVolume.milliliters)) {
    $0 + $1.converted(to: .milliliters)
}
print("Total liquid: \(metric(liquid))")
print("Cups in a liter: \(number.string(from: NSNumber(value: Measurement(value: 1, unit: UnitVolume.liters).converted(to: .cups).value))!)")
// expect: Scaling from 2 to 4 servings
// expect: - milk: 4.0 cup (960 mL)
// expect: - oil: 6.0 tbsp (88.7 mL)
// expect: - vanilla: 2.0 tsp (9.9 mL)
// expect: - water: 1.0 L (1000 mL)
// expect: Total liquid: 1029.3 mL
// expect: Cups in a liter: 4.2
