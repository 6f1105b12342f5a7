// Hacking with Swift style (top-level arrays): decoding a JSON array of products, then filtering, sorting and re-encoding a selection
import Foundation

struct Product: Codable {
    enum Category: String, Codable { case tools, garden, kitchen }
    var id: Int
    var name: String
    var category: Category
    var price: Double
    var inStock: Bool
}

let json = """
[
  {"id": 1, "name": "Hammer", "category": "tools", "price": 12.5, "inStock": true},
  {"id": 2, "name": "Rake", "category": "garden", "price": 19.0, "inStock": false},
  {"id": 3, "name": "Whisk", "category": "kitchen", "price": 4.25, "inStock": true},
  {"id": 4, "name": "Saw", "category": "tools", "price": 22.0, "inStock": true},
  {"id": 5, "name": "Hose", "category": "garden", "price": 30.75, "inStock": true}
]
"""

let products = try JSONDecoder().decode([Product].self, from: Data(json.utf8))
print("decoded", products.count, "products")

let available = products.filter(\.inStock).sorted { $0.price > $1.price }
for p in available {
    print(p.name.padding(toLength: 8, withPad: ".", startingAt: 0), String(format: "%6.2f", p.price))
}

let byCategory = Dictionary(grouping: products, by: \.category.rawValue)
for category in byCategory.keys.sorted() {
    let names = byCategory[category]!.map(\.name).sorted()
    let sum = byCategory[category]!.reduce(0) { $0 + $1.price }
    print(category, names, sum)
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let cheap = products.filter { $0.price < 15 }
print(String(decoding: try encoder.encode(cheap), as: UTF8.self))
print(String(decoding: try encoder.encode(products.map(\.id)), as: UTF8.self))

// expect: decoded 5 products
// expect: Hose....  30.75
// expect: Saw.....  22.00
// expect: Hammer..  12.50
// expect: Whisk...   4.25
// expect: garden ["Hose", "Rake"] 49.75
// expect: kitchen ["Whisk"] 4.25
// expect: tools ["Hammer", "Saw"] 34.5
// expect: [{"category":"tools","id":1,"inStock":true,"name":"Hammer","price":12.5},{"category":"kitchen","id":3,"inStock":true,"name":"Whisk","price":4.25}]
// expect: [1,2,3,4,5]
