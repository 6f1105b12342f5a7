// Apple docs, JSONEncoder/JSONDecoder: Codable structs with nested types, enums, optionals, arrays; outputFormatting [.sortedKeys, .prettyPrinted]; round-tripping
import Foundation

struct Recipe: Codable, Equatable {
    enum Difficulty: String, Codable { case easy, medium, hard }
    struct Ingredient: Codable, Equatable {
        let name: String
        let grams: Int
        var optional: Bool? = nil
    }
    let title: String
    let servings: Int
    let difficulty: Difficulty
    let ingredients: [Ingredient]
    let tags: [String]
    let rating: Double?
}

let pancakes = Recipe(
    title: "Pancakes",
    servings: 4,
    difficulty: .easy,
    ingredients: [
        .init(name: "flour", grams: 200),
        .init(name: "milk", grams: 300),
        .init(name: "blueberries", grams: 100, optional: true)
    ],
    tags: ["breakfast", "sweet"],
    rating: nil
)

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let compact = try encoder.encode(pancakes)
print(String(data: compact, encoding: .utf8)!)

encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
let pretty = try encoder.encode(pancakes.ingredients[2])
print(String(decoding: pretty, as: UTF8.self))

let decoded = try JSONDecoder().decode(Recipe.self, from: compact)
print("round trip equal:", decoded == pancakes)
print(decoded.ingredients.map(\.name), decoded.difficulty.rawValue)

let incoming = """
[
  {"title": "Chili", "servings": 6, "difficulty": "hard", "tags": [], "rating": 4.5,
   "ingredients": [{"name": "beans", "grams": 400}, {"name": "chili", "grams": 15}]},
  {"title": "Toast", "servings": 1, "difficulty": "easy", "tags": ["quick"],
   "ingredients": [{"name": "bread", "grams": 60}]}
]
"""
let recipes = try JSONDecoder().decode([Recipe].self, from: Data(incoming.utf8))
for r in recipes.sorted(by: { $0.servings > $1.servings }) {
    let weight = r.ingredients.reduce(0) { $0 + $1.grams }
    print("\(r.title) serves \(r.servings), \(weight)g total, rating \(r.rating.map { String($0) } ?? "n/a")")
}

do {
    _ = try JSONDecoder().decode(Recipe.self, from: Data(#"{"title": "Bad", "servings": "two"}"#.utf8))
} catch DecodingError.typeMismatch(let type, let context) {
    print("type mismatch:", type, "at", context.codingPath.map(\.stringValue))
}

let dict = ["b": [2, 3], "a": [1], "c": []]
encoder.outputFormatting = .sortedKeys
print(String(data: try encoder.encode(dict), encoding: .utf8)!)

// expect: {"difficulty":"easy","ingredients":[{"grams":200,"name":"flour"},{"grams":300,"name":"milk"},{"grams":100,"name":"blueberries","optional":true}],"servings":4,"tags":["breakfast","sweet"],"title":"Pancakes"}
// expect: {
// expect:   "grams" : 100,
// expect:   "name" : "blueberries",
// expect:   "optional" : true
// expect: }
// expect: round trip equal: true
// expect: ["flour", "milk", "blueberries"] easy
// expect: Chili serves 6, 415g total, rating 4.5
// expect: Toast serves 1, 60g total, rating n/a
// expect: type mismatch: Int at ["servings"]
// expect: {"a":[1],"b":[2,3],"c":[]}
