// Swift by Sundell style (closures): errors propagating out of map, filter and reduce with throwing closures
struct Ingredient { let name: String; let grams: Int }

enum RecipeError: Error {
    case negativeAmount(String)
    case tooHeavy(total: Int)
}

func checked(_ item: Ingredient) throws -> Ingredient {
    if item.grams < 0 { throw RecipeError.negativeAmount(item.name) }
    return item
}

func totalWeight(_ items: [Ingredient], limit: Int) throws -> Int {
    try items.map(checked).reduce(0) { sum, item in
        let next = sum + item.grams
        if next > limit { throw RecipeError.tooHeavy(total: next) }
        return next
    }
}

let bread = [Ingredient(name: "flour", grams: 500), Ingredient(name: "water", grams: 350), Ingredient(name: "salt", grams: 10)]
let broken = [Ingredient(name: "sugar", grams: 100), Ingredient(name: "butter", grams: -20)]

for (label, recipe, limit) in [("bread", bread, 1000), ("bread-small", bread, 600), ("broken", broken, 1000)] {
    do {
        print(label, try totalWeight(recipe, limit: limit))
    } catch RecipeError.negativeAmount(let name) {
        print(label, "has negative amount of", name)
    } catch RecipeError.tooHeavy(let total) {
        print(label, "too heavy at", total)
    } catch {
        print("other", error)
    }
}

var inspected: [String] = []
do {
    let heavy = try bread.filter { item in
        inspected.append(item.name)
        if item.name == "water" { throw RecipeError.negativeAmount("water?") }
        return item.grams > 100
    }
    print(heavy.count)
} catch {
    print("filter stopped after", inspected)
}
let names = try? broken.compactMap { try checked($0).name }
print(names as Any)
let sorted = try bread.sorted { a, b in
    if a.grams == b.grams { throw RecipeError.tooHeavy(total: 0) }
    return a.grams < b.grams
}
print(sorted.map(\.name))

// expect: bread 860
// expect: bread-small too heavy at 850
// expect: broken has negative amount of butter
// expect: filter stopped after ["flour", "water"]
// expect: nil
// expect: ["salt", "water", "flour"]
