// What's new in Swift 6.1 style (trailing commas, SE-0439): trailing commas in parameter lists, argument lists, tuples, generic lists and closure captures
struct Recipe {
    let name: String
    let servings: Int
    let minutes: Int

    init(
        name: String,
        servings: Int,
        minutes: Int,
    ) {
        self.name = name
        self.servings = servings
        self.minutes = minutes
    }
}

func summarise(
    _ recipe: Recipe,
    scaledTo people: Int,
    verbose: Bool = false,
) -> String {
    let factor = Double(people) / Double(recipe.servings)
    let base = "\(recipe.name) for \(people): x\(factor)"
    return verbose ? base + " (\(recipe.minutes) min)" : base
}

let soup = Recipe(
    name: "Soup",
    servings: 4,
    minutes: 30,
)
print(summarise(soup, scaledTo: 2,))
print(summarise(
    soup,
    scaledTo: 6,
    verbose: true,
))

let point = (
    x: 3,
    y: 4,
)
print(point.x + point.y)

func pairUp<A, B,>(_ a: A, _ b: B,) -> (A, B,) {
    (a, b,)
}
print(pairUp("left", 1,))

var counter = 0
let increment = { [counter,] in counter + 1 }
counter = 10
print(increment(), counter)

let total = [1, 2, 3,].reduce(0, +)
print(total, max(4, 9, 2,))

// expect: Soup for 2: x0.5
// expect: Soup for 6: x1.5 (30 min)
// expect: 7
// expect: ("left", 1)
// expect: 1 10
// expect: 6 9
