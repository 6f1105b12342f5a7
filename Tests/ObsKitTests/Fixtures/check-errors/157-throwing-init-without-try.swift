// Check error: calling a throwing initializer without 'try'
enum ParseError: Error {
    case empty
}

struct Recipe {
    let name: String
    init(line: String) throws {
        if line.isEmpty { throw ParseError.empty }
        name = line
    }
}

do {
    let recipe = Recipe(line: "Pancakes")
    print(recipe.name)
} catch {
    print("failed: \(error)")
}
// expect-error: call can throw but is not marked with 'try'
