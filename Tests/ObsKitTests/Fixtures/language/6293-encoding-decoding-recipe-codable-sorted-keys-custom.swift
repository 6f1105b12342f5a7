// App Development with Swift style (JSON): encoding and decoding a recipe with Codable, sorted keys and custom coding keys
import Foundation

struct Ingredient: Codable, Equatable {
    let name: String
    let grams: Int
}

struct Recipe: Codable {
    let title: String
    let servings: Int
    let ingredients: [Ingredient]
    let isVegetarian: Bool
    let rating: Double?

    enum CodingKeys: String, CodingKey {
        case title, servings, ingredients
        case isVegetarian = "vegetarian"
        case rating
    }
}

let pancakes = Recipe(
    title: "Pancakes",
    servings: 4,
    ingredients: [Ingredient(name: "flour", grams: 200), Ingredient(name: "milk", grams: 300), Ingredient(name: "egg", grams: 60)],
    isVegetarian: true,
    rating: nil
)

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let data = try! encoder.encode(pancakes)
let json = String(data: data, encoding: .utf8)!
print(json)

encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
let pretty = String(data: try! encoder.encode(pancakes.ingredients[0]), encoding: .utf8)!
print(pretty)

let incoming = """
{"title": "Tomato Soup", "servings": 2, "vegetarian": true, "rating": 4.5,
 "ingredients": [{"name": "tomato", "grams": 500}, {"name": "onion", "grams": 80}]}
"""
do {
    let soup = try JSONDecoder().decode(Recipe.self, from: Data(incoming.utf8))
    print(soup.title, soup.servings, soup.isVegetarian, soup.rating ?? 0)
    print(soup.ingredients.map { "\($0.name): \($0.grams)g" }.joined(separator: ", "))
    let totalGrams = soup.ingredients.reduce(0) { $0 + $1.grams }
    print("Per serving: \(totalGrams / soup.servings)g")
} catch {
    print("Decoding failed")
}

let broken = #"{"title": "Mystery", "servings": "two"}"#
do {
    _ = try JSONDecoder().decode(Recipe.self, from: Data(broken.utf8))
    print("unexpected success")
} catch is DecodingError {
    print("Could not decode the mystery recipe")
} catch {
    print("other error")
}
let roundTrip = try! JSONDecoder().decode(Recipe.self, from: data)
print(roundTrip.ingredients == pancakes.ingredients, roundTrip.rating == nil)

// expect: {"ingredients":[{"grams":200,"name":"flour"},{"grams":300,"name":"milk"},{"grams":60,"name":"egg"}],"servings":4,"title":"Pancakes","vegetarian":true}
// expect: {
// expect:   "grams" : 200,
// expect:   "name" : "flour"
// expect: }
// expect: Tomato Soup 2 true 4.5
// expect: tomato: 500g, onion: 80g
// expect: Per serving: 290g
// expect: Could not decode the mystery recipe
// expect: true true
