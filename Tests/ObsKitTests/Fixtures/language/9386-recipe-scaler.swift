// recipe scaler: ingredients with units, scaling servings and formatting fractions (expected output from swiftc 6.3.1 on Linux)
import Foundation

enum Unit: String {
    case gram = "g", milliliter = "ml", piece = "pc", teaspoon = "tsp", cup = "cup"
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
        let scaledItems = ingredients.map {
            Ingredient(name: $0.name, amount: $0.amount * factor, unit: $0.unit)
        }
        return Recipe(title: title, servings: newServings, ingredients: scaledItems)
    }
}

func pretty(_ amount: Double, _ unit: Unit) -> String {
    if unit == .piece {
        return "\(Int(amount.rounded(.up))) \(unit.rawValue)"
    }
    if unit == .cup || unit == .teaspoon {
        let whole = Int(amount)
        let fraction = amount - Double(whole)
        let names: [(Double, String)] = [(0.25, "1/4"), (0.5, "1/2"), (0.75, "3/4"), (1.0 / 3, "1/3"), (2.0 / 3, "2/3")]
        if let match = names.first(where: { abs($0.0 - fraction) < 0.01 }) {
            return whole > 0 ? "\(whole) \(match.1) \(unit.rawValue)" : "\(match.1) \(unit.rawValue)"
        }
    }
    return String(format: "%g %@", amount, unit.rawValue)
}

let pancakes = Recipe(title: "Pancakes", servings: 4, ingredients: [
    Ingredient(name: "flour", amount: 1.5, unit: .cup),
    Ingredient(name: "milk", amount: 300, unit: .milliliter),
    Ingredient(name: "eggs", amount: 2, unit: .piece),
    Ingredient(name: "sugar", amount: 25, unit: .gram),
    Ingredient(name: "baking powder", amount: 2, unit: .teaspoon),
])

for servings in [4, 2, 6, 3] {
    let r = pancakes.scaled(to: servings)
    print("\(r.title) for \(r.servings):")
    for item in r.ingredients {
        print("  - \(item.name): \(pretty(item.amount, item.unit))")
    }
}
// expect: Pancakes for 4:
// expect:   - flour: 1 1/2 cup
// expect:   - milk: 300 ml
// expect:   - eggs: 2 pc
// expect:   - sugar: 25 g
// expect:   - baking powder: 2 tsp
// expect: Pancakes for 2:
// expect:   - flour: 3/4 cup
// expect:   - milk: 150 ml
// expect:   - eggs: 1 pc
// expect:   - sugar: 12.5 g
// expect:   - baking powder: 1 tsp
// expect: Pancakes for 6:
// expect:   - flour: 2 1/4 cup
// expect:   - milk: 450 ml
// expect:   - eggs: 3 pc
// expect:   - sugar: 37.5 g
// expect:   - baking powder: 3 tsp
// expect: Pancakes for 3:
// expect:   - flour: 1.125 cup
// expect:   - milk: 225 ml
// expect:   - eggs: 2 pc
// expect:   - sugar: 18.75 g
// expect:   - baking powder: 1 1/2 tsp
