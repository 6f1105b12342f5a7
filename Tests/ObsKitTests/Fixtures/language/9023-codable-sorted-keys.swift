// Codable round-trip: custom CodingKeys, nested types, optional fields, sorted-key JSON output
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

struct Recipe: Codable, Equatable {
    enum Difficulty: String, Codable { case easy, medium, hard }

    struct Ingredient: Codable, Equatable {
        let name: String
        let grams: Int
    }

    let id: Int
    let title: String
    let difficulty: Difficulty
    let prepMinutes: Int
    let ingredients: [Ingredient]
    let notes: String?

    enum CodingKeys: String, CodingKey {
        case id, title, difficulty, ingredients, notes
        case prepMinutes = "prep_minutes"
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]

let pancakes = Recipe(
    id: 1, title: "Pancakes", difficulty: .easy, prepMinutes: 20,
    ingredients: [.init(name: "flour", grams: 200), .init(name: "milk", grams: 300)],
    notes: nil
)

let data = try encoder.encode(pancakes)
print(String(data: data, encoding: .utf8)!)

let decoded = try JSONDecoder().decode(Recipe.self, from: data)
print("round trip equal:", decoded == pancakes)

let incoming = """
[
  {"id": 2, "title": "Risotto", "difficulty": "hard", "prep_minutes": 45,
   "ingredients": [{"name": "rice", "grams": 320}], "notes": "stir often"},
  {"id": 3, "title": "Salad", "difficulty": "easy", "prep_minutes": 10, "ingredients": []}
]
""".data(using: .utf8)!

let recipes = try JSONDecoder().decode([Recipe].self, from: incoming)
for r in recipes {
    let grams = r.ingredients.map(\.grams).reduce(0, +)
    print("\(r.title) [\(r.difficulty.rawValue)] \(r.prepMinutes) min, \(grams) g, notes: \(r.notes ?? "-")")
}

let bad = #"{"id": 4, "title": "Soup", "difficulty": "extreme", "prep_minutes": 5, "ingredients": []}"#
do {
    _ = try JSONDecoder().decode(Recipe.self, from: Data(bad.utf8))
} catch DecodingError.dataCorrupted(let context) {
    print("corrupted at:", context.codingPath.map(\.stringValue))
}

let pretty = JSONEncoder()
pretty.outputFormatting = [.prettyPrinted, .sortedKeys]
print(String(decoding: try pretty.encode(["b": [2, 1], "a": [3]]), as: UTF8.self))
// expect: {"difficulty":"easy","id":1,"ingredients":[{"grams":200,"name":"flour"},{"grams":300,"name":"milk"}],"prep_minutes":20,"title":"Pancakes"}
// expect: round trip equal: true
// expect: Risotto [hard] 45 min, 320 g, notes: stir often
// expect: Salad [easy] 10 min, 0 g, notes: -
// expect: corrupted at: ["difficulty"]
// expect: {
// expect:   "a" : [
// expect:     3
// expect:   ],
// expect:   "b" : [
// expect:     2,
// expect:     1
// expect:   ]
// expect: }
