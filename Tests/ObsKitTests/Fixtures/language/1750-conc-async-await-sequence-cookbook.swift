// Concurrency: async functions awaited in sequence from top-level code, `Task.sleep` between steps, and an async throwing function.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Recipe {
    let name: String
    let steps: Int
}

func recipeNames(inCookbook title: String) async -> [String] {
    try? await Task.sleep(nanoseconds: 1_000_000)
    return ["\(title) soup", "\(title) stew", "\(title) pie"]
}

func fetchRecipe(_ name: String) async throws -> Recipe {
    if name.hasSuffix(" pie") { throw CancellationError() }
    try await Task.sleep(nanoseconds: 500_000)
    return Recipe(name: name, steps: name.count / 2)
}

let names = await recipeNames(inCookbook: "winter")
print(names)
var totalSteps = 0
for n in names {
    do {
        let recipe = try await fetchRecipe(n)
        totalSteps += recipe.steps
        print("fetched", recipe.name, "with", recipe.steps, "steps")
    } catch {
        print("skipped", n, "because", type(of: error))
    }
}
print("total steps", totalSteps)

func slowDouble(_ x: Int) async -> Int {
    await Task.yield()
    return x * 2
}
let a = await slowDouble(4)
let b = await slowDouble(a)
print(a, b)

// expect: ["winter soup", "winter stew", "winter pie"]
// expect: fetched winter soup with 5 steps
// expect: fetched winter stew with 5 steps
// expect: skipped winter pie because CancellationError
// expect: total steps 10
// expect: 8 16
