// Apple docs style (JSONDecoder): decoding an array of grocery products
import Foundation

struct GroceryProduct: Codable {
    var name: String
    var points: Int
    var description: String?
}

let json = """
[
    {
        "name": "Banana",
        "points": 200,
        "description": "A banana grown in Ecuador."
    },
    {
        "name": "Orange",
        "points": 100
    },
    {
        "name": "Durian",
        "points": 600,
        "description": "Famous for its smell."
    }
]
""".data(using: .utf8)!

let decoder = JSONDecoder()
let products = try decoder.decode([GroceryProduct].self, from: json)

print("decoded \(products.count) products")
for product in products {
    print("\(product.name): \(product.points) points - \(product.description ?? "no description")")
}

let best = products.max { $0.points < $1.points }!
print("most points: \(best.name)")

let names = products.map(\.name).sorted()
print(names.joined(separator: ", "))

let cheap = products.filter { $0.points < 250 }.map { $0.name }
print("under 250: \(cheap)")

let described = products.compactMap { $0.description }.count
print("with description: \(described)/\(products.count)")

// expect: decoded 3 products
// expect: Banana: 200 points - A banana grown in Ecuador.
// expect: Orange: 100 points - no description
// expect: Durian: 600 points - Famous for its smell.
// expect: most points: Durian
// expect: Banana, Durian, Orange
// expect: under 250: ["Banana", "Orange"]
// expect: with description: 2/3
