// App model layer: a recipe scaler that converts units and formats quantities for servings
import Foundation

enum Unit: String {
    case gram = "g", kilogram = "kg", milliliter = "ml", liter = "l", teaspoon = "tsp", tablespoon = "tbsp", piece = "pc"

    // Normalize small units up when quantities grow.
    func normalized(_ amount: Double) -> (Double, Unit) {
        switch self {
        case .gram where amount >= 1000: return (amount / 1000, .kilogram)
        case .milliliter where amount >= 1000: return (amount / 1000, .liter)
        case .teaspoon where amount >= 3: return (amount / 3, .tablespoon)
        default: return (amount, self)
        }
    }
}

struct Ingredient {
    let name: String
    let amount: Double
    let unit: Unit
}

struct Recipe {
    let title: String
    let servings: Int
    let ingredients: [Ingredient]

    func scaled(to newServings: Int) -> Recipe {
        let factor = Double(newServings) / Double(servings)
        let scaled = ingredients.map { ing -> Ingredient in
            let (amount, unit) = ing.unit.normalized(ing.amount * factor)
            return Ingredient(name: ing.name, amount: amount, unit: unit)
        }
        return Recipe(title: title, servings: newServings, ingredients: scaled)
    }
}

func format(_ value: Double) -> String {
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    return String(rounded)
}

func printRecipe(_ r: Recipe) {
    print("\(r.title) (serves \(r.servings))")
    for ing in r.ingredients {
        let unit = ing.unit == .piece ? "" : " \(ing.unit.rawValue)"
        print("  - \(format(ing.amount))\(unit) \(ing.name)")
    }
}

let pancakes = Recipe(title: "Pancakes", servings: 4, ingredients: [
    Ingredient(name: "flour", amount: 250, unit: .gram),
    Ingredient(name: "milk", amount: 400, unit: .milliliter),
    Ingredient(name: "eggs", amount: 2, unit: .piece),
    Ingredient(name: "sugar", amount: 1.5, unit: .teaspoon),
])
printRecipe(pancakes)
printRecipe(pancakes.scaled(to: 18))
let single = pancakes.scaled(to: 1)
print("one serving eggs: \(format(single.ingredients[2].amount))")

// expect: Pancakes (serves 4)
// expect:   - 250 g flour
// expect:   - 400 ml milk
// expect:   - 2 eggs
// expect:   - 1.5 tsp sugar
// expect: Pancakes (serves 18)
// expect:   - 1.13 kg flour
// expect:   - 1.8 l milk
// expect:   - 9 eggs
// expect:   - 2.25 tbsp sugar
// expect: one serving eggs: 0.5
