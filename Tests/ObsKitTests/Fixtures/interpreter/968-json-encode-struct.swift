// JSONEncoder with synthesized Codable: nested structs, arrays, optionals left out when nil, sortedKeys and prettyPrinted.
// Expected output: swiftc 6.3.1 on this machine.
import Foundation

struct Ingredient: Codable {
    var name: String
    var grams: Int
}
struct Recipe: Codable {
    var title: String
    var servings: Int
    var rating: Double?
    var tags: [String]
    var ingredients: [Ingredient]
}
let recipe = Recipe(title: "Pancakes", servings: 4, rating: nil, tags: ["sweet"],
                    ingredients: [Ingredient(name: "flour", grams: 200), Ingredient(name: "milk", grams: 300)])
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(data: try encoder.encode(recipe), encoding: .utf8)!)
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
print(String(data: try encoder.encode(recipe.ingredients[0]), encoding: .utf8)!)
print(String(data: try encoder.encode([1, 2, 3]), encoding: .utf8)!)
print(String(data: try JSONEncoder().encode(["a": 1]), encoding: .utf8)!)

// expect: {"ingredients":[{"grams":200,"name":"flour"},{"grams":300,"name":"milk"}],"servings":4,"tags":["sweet"],"title":"Pancakes"}
// expect: {
// expect:   "grams" : 200,
// expect:   "name" : "flour"
// expect: }
// expect: [
// expect:   1,
// expect:   2,
// expect:   3
// expect: ]
// expect: {"a":1}
