// WWDC style (async functions): sequential awaits of async functions from top-level code
struct Recipe: Sendable {
    let name: String
    let minutes: Int
}

func fetchRecipeNames() async -> [String] {
    return ["Pancakes", "Omelette", "Salad"]
}

func fetchRecipe(named name: String) async -> Recipe {
    await Task.yield()
    return Recipe(name: name, minutes: name.count * 3)
}

func totalTime(of recipes: [Recipe]) async -> Int {
    recipes.reduce(0) { $0 + $1.minutes }
}

let names = await fetchRecipeNames()
print("Found \(names.count) recipes")
var recipes: [Recipe] = []
for name in names {
    let recipe = await fetchRecipe(named: name)
    recipes.append(recipe)
    print("- \(recipe.name): \(recipe.minutes) min")
}
let total = await totalTime(of: recipes)
print("Total: \(total) minutes")
let longest = recipes.max { $0.minutes < $1.minutes }!
print("Longest: \(longest.name)")
// expect: Found 3 recipes
// expect: - Pancakes: 24 min
// expect: - Omelette: 24 min
// expect: - Salad: 15 min
// expect: Total: 63 minutes
// expect: Longest: Pancakes
