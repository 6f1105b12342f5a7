// App code style: recipe model with unit enum raw values, scaling ingredients and formatting descriptions
enum Unit: String {
    case grams = "g"
    case milliliters = "ml"
    case pieces = "pcs"
}

struct Ingredient: CustomStringConvertible {
    let name: String
    let amount: Int
    let unit: Unit

    var description: String { "\(amount)\(unit.rawValue) \(name)" }

    func scaled(by factor: Int, divisor: Int = 1) -> Ingredient {
        Ingredient(name: name, amount: amount * factor / divisor, unit: unit)
    }
}

struct Recipe {
    let title: String
    let servings: Int
    let ingredients: [Ingredient]

    func adjusted(for people: Int) -> Recipe {
        Recipe(title: title, servings: people,
               ingredients: ingredients.map { $0.scaled(by: people, divisor: servings) })
    }

    func printCard() {
        print("== \(title) (serves \(servings)) ==")
        for (index, ingredient) in ingredients.enumerated() {
            print("\(index + 1). \(ingredient)")
        }
    }
}

let pancakes = Recipe(title: "Pancakes", servings: 2, ingredients: [
    Ingredient(name: "flour", amount: 200, unit: .grams),
    Ingredient(name: "milk", amount: 300, unit: .milliliters),
    Ingredient(name: "eggs", amount: 2, unit: .pieces),
])
pancakes.printCard()
pancakes.adjusted(for: 5).printCard()
let liquids = pancakes.ingredients.filter { $0.unit == .milliliters }.map(\.name)
print("Liquids: \(liquids)")
if let unit = Unit(rawValue: "pcs") {
    print("Parsed unit: \(unit)")
}
print(Unit(rawValue: "kg") == nil ? "kg unknown" : "kg known")
// expect: == Pancakes (serves 2) ==
// expect: 1. 200g flour
// expect: 2. 300ml milk
// expect: 3. 2pcs eggs
// expect: == Pancakes (serves 5) ==
// expect: 1. 500g flour
// expect: 2. 750ml milk
// expect: 3. 5pcs eggs
// expect: Liquids: ["milk"]
// expect: Parsed unit: pieces
// expect: kg unknown
