// Swift by Sundell style: Codable with JSONEncoder/JSONDecoder, custom keys and nested types
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
    let ingredients: [Ingredient]
    let tags: [String]
    let servingsNote: String?

    enum CodingKeys: String, CodingKey {
        case id, title, difficulty, ingredients, tags
        case servingsNote = "servings_note"
    }
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]

let pancakes = Recipe(id: 1, title: "Pancakes", difficulty: .easy,
                      ingredients: [.init(name: "flour", grams: 200), .init(name: "milk", grams: 300)],
                      tags: ["breakfast", "sweet"], servingsNote: nil)

let data = try! encoder.encode(pancakes)
print(String(decoding: data, as: UTF8.self))

let incoming = """
{"id": 2, "title": "Risotto", "difficulty": "hard",
 "ingredients": [{"name": "rice", "grams": 320}, {"name": "stock", "grams": 1000}],
 "tags": ["dinner"], "servings_note": "serves 4"}
"""
let decoder = JSONDecoder()
let risotto = try! decoder.decode(Recipe.self, from: Data(incoming.utf8))
print(risotto.title, risotto.difficulty.rawValue, risotto.servingsNote ?? "-")
print("total grams:", risotto.ingredients.map(\.grams).reduce(0, +))

// Round trip
let again = try! decoder.decode(Recipe.self, from: encoder.encode(risotto))
print("round trip equal:", again == risotto)

// Decoding errors
let broken = #"{"id": "three", "title": "Soup"}"#
do {
    _ = try decoder.decode(Recipe.self, from: Data(broken.utf8))
} catch DecodingError.typeMismatch(let type, let ctx) {
    print("type mismatch for", type, "at", ctx.codingPath.map(\.stringValue))
} catch {
    print("other error")
}
let badEnum = #"{"id": 3, "title": "Soup", "difficulty": "extreme", "ingredients": [], "tags": []}"#
do {
    _ = try decoder.decode(Recipe.self, from: Data(badEnum.utf8))
} catch DecodingError.dataCorrupted(let ctx) {
    print("corrupted at", ctx.codingPath.map(\.stringValue))
} catch {
    print("other error:", error)
}

// Custom encode/decode with a flattened representation
struct Temperature: Codable {
    let celsius: Int
    init(celsius: Int) { self.celsius = celsius }
    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        let text = try c.decode(String.self)
        guard text.hasSuffix("C"), let v = Int(text.dropLast()) else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "bad temperature")
        }
        celsius = v
    }
    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode("\(celsius)C")
    }
}
let readings = ["mon": Temperature(celsius: 18), "tue": Temperature(celsius: -2), "wed": Temperature(celsius: 25)]
let readingsJSON = String(decoding: try! encoder.encode(readings), as: UTF8.self)
print(readingsJSON)
let parsed = try! decoder.decode([String: Temperature].self, from: Data(readingsJSON.utf8))
print(parsed.keys.sorted().map { "\($0)=\(parsed[$0]!.celsius)" }.joined(separator: " "))

encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
print(String(decoding: try! encoder.encode(["b": [1, 2], "a": [3]]), as: UTF8.self))

// expect: {"difficulty":"easy","id":1,"ingredients":[{"grams":200,"name":"flour"},{"grams":300,"name":"milk"}],"tags":["breakfast","sweet"],"title":"Pancakes"}
// expect: Risotto hard serves 4
// expect: total grams: 1320
// expect: round trip equal: true
// expect: type mismatch for Int at ["id"]
// expect: corrupted at ["difficulty"]
// expect: {"mon":"18C","tue":"-2C","wed":"25C"}
// expect: mon=18 tue=-2 wed=25
// expect: {
// expect:   "a" : [
// expect:     3
// expect:   ],
// expect:   "b" : [
// expect:     1,
// expect:     2
// expect:   ]
// expect: }
