// Apple docs style (JSONEncoder): encoding grocery products with sorted keys
import Foundation

struct GroceryProduct: Codable {
    var name: String
    var points: Int
    var description: String?
}

let pear = GroceryProduct(name: "Pear", points: 250, description: "A ripe pear.")

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys

let data = try encoder.encode(pear)
print(String(data: data, encoding: .utf8)!)

// nil optionals are left out of the encoded object
let banana = GroceryProduct(name: "Banana", points: 200, description: nil)
let basket = [pear, banana]
let basketData = try encoder.encode(basket)
print(String(decoding: basketData, as: UTF8.self))
print("bytes: \(basketData.count)")

let totalPoints = basket.reduce(0) { $0 + $1.points }
print("total points: \(totalPoints)")

// a dictionary payload also comes out in key order
let stock: [String: Int] = ["pear": 12, "banana": 30, "apple": 7]
print(String(decoding: try encoder.encode(stock), as: UTF8.self))

// expect: {"description":"A ripe pear.","name":"Pear","points":250}
// expect: [{"description":"A ripe pear.","name":"Pear","points":250},{"name":"Banana","points":200}]
// expect: bytes: 90
// expect: total points: 450
// expect: {"apple":7,"banana":30,"pear":12}
