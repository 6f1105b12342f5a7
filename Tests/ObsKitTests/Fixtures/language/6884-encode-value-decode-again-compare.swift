// Apple Codable article style (round-tripping): encode a value, decode it again and compare with ==
import Foundation

struct Recipe: Codable, Equatable {
    enum Difficulty: Int, Codable {
        case easy = 1, medium, hard
    }
    struct Ingredient: Codable, Equatable {
        var name: String
        var grams: Int?
    }
    var title: String
    var difficulty: Difficulty
    var servings: Int
    var ingredients: [Ingredient]
    var steps: [String]
    var vegetarian: Bool
    var rating: Double?
}

let pancakes = Recipe(
    title: "Pancakes",
    difficulty: .easy,
    servings: 4,
    ingredients: [.init(name: "flour", grams: 250), .init(name: "milk", grams: 500), .init(name: "salt", grams: nil)],
    steps: ["Mix", "Rest 10 minutes", "Fry"],
    vegetarian: true,
    rating: 4.5
)
var stew = pancakes
stew.title = "Stew"
stew.difficulty = .hard
stew.vegetarian = false
stew.rating = nil

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let decoder = JSONDecoder()

for recipe in [pancakes, stew] {
    let data = try encoder.encode(recipe)
    let copy = try decoder.decode(Recipe.self, from: data)
    print(recipe.title, "round trip equal:", copy == recipe, "bytes:", data.count)
}

let stewJSON = String(decoding: try encoder.encode(stew), as: UTF8.self)
print(stewJSON)

let list = try decoder.decode([Recipe].self, from: try encoder.encode([pancakes, stew]))
print(list.map(\.title), list.map(\.difficulty.rawValue))
print(list == [pancakes, stew], list == [stew, pancakes])
let reencoded = String(decoding: try encoder.encode(list[1]), as: UTF8.self)
print("stable text:", reencoded == stewJSON)

// expect: Pancakes round trip equal: true bytes: 208
// expect: Stew round trip equal: true bytes: 192
// expect: {"difficulty":3,"ingredients":[{"grams":250,"name":"flour"},{"grams":500,"name":"milk"},{"name":"salt"}],"servings":4,"steps":["Mix","Rest 10 minutes","Fry"],"title":"Stew","vegetarian":false}
// expect: ["Pancakes", "Stew"] [1, 3]
// expect: true false
// expect: stable text: true
