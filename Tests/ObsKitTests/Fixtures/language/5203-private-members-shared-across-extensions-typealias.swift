// Book style (Access Control): private members shared across extensions, typealias and enum access in one file
struct Recipe {
    typealias Grams = Int
    private var ingredients: [String: Grams] = [:]
    private(set) var steps: [String] = []
    let title: String

    init(title: String) { self.title = title }
}

extension Recipe {
    mutating func add(_ name: String, _ amount: Grams) {
        ingredients[name, default: 0] += amount
        steps.append("add \(amount)g \(name)")
    }
}

extension Recipe {
    var weight: Grams { ingredients.values.reduce(0, +) }
    fileprivate var sortedIngredients: [(String, Grams)] {
        ingredients.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
    func scaled(by factor: Int) -> Recipe {
        var copy = self
        copy.ingredients = ingredients.mapValues { $0 * factor }
        copy.steps.append("scale x\(factor)")
        return copy
    }
}

enum Oven {
    case off
    case baking(degrees: Int, minutes: Int)
    fileprivate static var uses = 0
    static func start(_ degrees: Int, _ minutes: Int) -> Oven {
        uses += 1
        return .baking(degrees: degrees, minutes: minutes)
    }
}

private func card(for recipe: Recipe) -> String {
    let list = recipe.sortedIngredients.map { "\($0.0) \($0.1)g" }.joined(separator: ", ")
    return "\(recipe.title): \(list) (\(recipe.weight)g)"
}

var bread = Recipe(title: "Bread")
bread.add("flour", 500)
bread.add("water", 350)
bread.add("salt", 10)
bread.add("flour", 50)
print(card(for: bread))
print(bread.steps)
let double = bread.scaled(by: 2)
print(card(for: double))
print(double.steps.last as Any, bread.steps.count)
var oven = Oven.off
print(oven)
oven = .start(220, 40)
print(oven)
oven = .start(180, 25)
print(oven, Oven.uses)
if case let .baking(d, m) = oven {
    print("baking at \(d) for \(m)")
}
let g: Recipe.Grams = 5
print(type(of: g), type(of: bread.sortedIngredients))

// expect: Bread: flour 550g, salt 10g, water 350g (910g)
// expect: ["add 500g flour", "add 350g water", "add 10g salt", "add 50g flour"]
// expect: Bread: flour 1100g, salt 20g, water 700g (1820g)
// expect: Optional("scale x2") 4
// expect: off
// expect: baking(degrees: 220, minutes: 40)
// expect: baking(degrees: 180, minutes: 25) 2
// expect: baking at 180 for 25
// expect: Int Array<(String, Int)>
