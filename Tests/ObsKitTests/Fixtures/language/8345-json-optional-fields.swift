// Foundation in app code: optional Codable properties, missing vs null keys, and decodeIfPresent defaults
import Foundation

struct Product: Codable {
    let name: String
    let price: Double
    let discount: Double?
    let description: String?
}

struct Config: Decodable {
    let retries: Int
    let verbose: Bool

    enum CodingKeys: String, CodingKey { case retries, verbose }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        retries = try c.decodeIfPresent(Int.self, forKey: .retries) ?? 3
        verbose = try c.decodeIfPresent(Bool.self, forKey: .verbose) ?? false
    }
}

let json = """
[
  {"name": "Keyboard", "price": 49.99, "discount": 0.1, "description": "Mechanical"},
  {"name": "Mouse", "price": 19.5, "discount": null},
  {"name": "Cable", "price": 5}
]
"""

let decoder = JSONDecoder()
let products = try! decoder.decode([Product].self, from: Data(json.utf8))
for p in products {
    let finalPrice = p.price * (1 - (p.discount ?? 0))
    print("\(p.name): \(String(format: "%.2f", finalPrice)) - \(p.description ?? "no description")")
}

let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(data: try! encoder.encode(products[2]), encoding: .utf8)!)

let c1 = try! decoder.decode(Config.self, from: Data("{}".utf8))
let c2 = try! decoder.decode(Config.self, from: Data(#"{"retries": 5, "verbose": true}"#.utf8))
print("c1: retries=\(c1.retries) verbose=\(c1.verbose)")
print("c2: retries=\(c2.retries) verbose=\(c2.verbose)")

// expect: Keyboard: 44.99 - Mechanical
// expect: Mouse: 19.50 - no description
// expect: Cable: 5.00 - no description
// expect: {"name":"Cable","price":5}
// expect: c1: retries=3 verbose=false
// expect: c2: retries=5 verbose=true
