// Mistake: creates a struct with its memberwise initializer but leaves out one of its stored properties.
// Expected message: swiftc 6.3.1 -typecheck on this machine
struct Ingredient {
    let name: String
    let quantity: Double
    let unit: String

    var label: String {
        "\(quantity) \(unit) \(name)"
    }
}

struct Recipe {
    let title: String
    var ingredients: [Ingredient] = []

    mutating func add(_ ingredient: Ingredient) {
        ingredients.append(ingredient)
    }
}

var pancakes = Recipe(title: "Pancakes")
pancakes.add(Ingredient(name: "flour", quantity: 200, unit: "g"))
pancakes.add(Ingredient(name: "milk", unit: "ml"))
pancakes.add(Ingredient(name: "egg", quantity: 2, unit: "whole"))

print(pancakes.title)
for ingredient in pancakes.ingredients {
    print("- \(ingredient.label)")
}
// expect-error: missing argument for parameter 'quantity' in call
