// Swift Evolution style (SE-0296 async/await): loading a recipe step by step
struct Recipe {
    let name: String
    let ingredientIDs: [Int]
}

enum KitchenError: Error {
    case unknownIngredient(Int)
}

let pantry = [1: "flour", 2: "sugar", 3: "eggs", 4: "butter"]

// Async functions read like synchronous code
func fetchRecipe(named name: String) async -> Recipe {
    Recipe(name: name, ingredientIDs: name == "cake" ? [1, 2, 3, 4] : [1, 3, 9])
}

func fetchIngredient(_ id: Int) async throws -> String {
    guard let item = pantry[id] else { throw KitchenError.unknownIngredient(id) }
    return item
}

func prepare(_ name: String) async throws -> [String] {
    let recipe = await fetchRecipe(named: name)
    var items: [String] = []
    for id in recipe.ingredientIDs {
        let item = try await fetchIngredient(id)   // suspension point
        items.append(item)
    }
    return items
}

// Top-level code can await directly
let cake = try await prepare("cake")
print("cake needs:", cake.joined(separator: ", "))

do {
    let pasta = try await prepare("pasta")
    print("pasta needs:", pasta)
} catch KitchenError.unknownIngredient(let id) {
    print("pasta failed: unknown ingredient #\(id)")
}

// Async closures and higher-order helpers
func measure<T>(_ label: String, _ work: () async throws -> T) async rethrows -> T {
    let value = try await work()
    print("[\(label)] finished")
    return value
}
let count = try await measure("count") {
    try await prepare("cake").count
}
print("ingredient count:", count)

// Async properties (SE-0310) fit right in
struct Oven {
    var target: Int
    var temperature: Int {
        get async { target - 5 }
    }
}
let oven = Oven(target: 180)
print("oven at", await oven.temperature)

// Calling async code from a sync context goes through a Task
func kickOff() -> Task<String, Never> {
    Task {
        let r = await fetchRecipe(named: "bread")
        return "\(r.name) has \(r.ingredientIDs.count) ingredients"
    }
}
print(await kickOff().value)

// Async sequences of work, awaited in order
var totals: [Int] = []
for name in ["cake", "cake"] {
    totals.append(try await prepare(name).count)
}
print(totals)

// expect: cake needs: flour, sugar, eggs, butter
// expect: pasta failed: unknown ingredient #9
// expect: [count] finished
// expect: ingredient count: 4
// expect: oven at 175
// expect: bread has 3 ingredients
// expect: [4, 4]
