// Course style (recipe scaler): Doubles, enums for units, computed properties, formatting
import Foundation

enum Unit: String {
    case grams = "g"
    case milliliters = "ml"
    case teaspoons = "tsp"
    case pieces = "pc"
}

struct Ingredient {
    let name: String
    let amount: Double
    let unit: Unit

    func scaled(by factor: Double) -> Ingredient {
        var newAmount = amount * factor
        if unit == .pieces {
            newAmount = newAmount.rounded(.up)
        }
        return Ingredient(name: name, amount: newAmount, unit: unit)
    }

    var formatted: String {
        let number: String
        if amount == amount.rounded() {
            number = String(Int(amount))
        } else {
            number = String(format: "%.2f", amount)
        }
        return "\(number) \(unit.rawValue) \(name)"
    }
}

struct Recipe {
    let title: String
    let servings: Int
    let ingredients: [Ingredient]

    func scaled(to newServings: Int) -> Recipe {
        let factor = Double(newServings) / Double(servings)
        return Recipe(title: title, servings: newServings,
                      ingredients: ingredients.map { $0.scaled(by: factor) })
    }

    func show() {
        print("\(title) - serves \(servings)")
        for item in ingredients {
            print("  - \(item.formatted)")
        }
    }
}

let pancakes = Recipe(title: "Pancakes", servings: 4, ingredients: [
    Ingredient(name: "flour", amount: 250, unit: .grams),
    Ingredient(name: "milk", amount: 375, unit: .milliliters),
    Ingredient(name: "eggs", amount: 2, unit: .pieces),
    Ingredient(name: "baking powder", amount: 2.5, unit: .teaspoons),
])

pancakes.show()
pancakes.scaled(to: 6).show()
pancakes.scaled(to: 1).show()

let totalGrams = pancakes.scaled(to: 10).ingredients
    .filter { $0.unit == .grams }
    .reduce(0.0) { $0 + $1.amount }
print("Flour for 10 servings: \(totalGrams) g")

// expect: Pancakes - serves 4
// expect:   - 250 g flour
// expect:   - 375 ml milk
// expect:   - 2 pc eggs
// expect:   - 2.50 tsp baking powder
// expect: Pancakes - serves 6
// expect:   - 375 g flour
// expect:   - 562.50 ml milk
// expect:   - 3 pc eggs
// expect:   - 3.75 tsp baking powder
// expect: Pancakes - serves 1
// expect:   - 62.50 g flour
// expect:   - 93.75 ml milk
// expect:   - 1 pc eggs
// expect:   - 0.62 tsp baking powder
// expect: Flour for 10 servings: 625.0 g
