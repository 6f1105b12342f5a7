// JSONDecoder with CodingKeys that rename fields, optional fields that may be missing, arrays of structs, and snake_case keys.
// Expected output: swiftc 6.3.1 on this machine.
import Foundation

struct Product: Codable {
    var id: Int
    var displayName: String
    var price: Double
    var discount: Double?

    enum CodingKeys: String, CodingKey {
        case id
        case displayName = "name"
        case price
        case discount
    }
}
let json = """
[{"id": 1, "name": "Mug", "price": 8.5},
 {"id": 2, "name": "Lamp", "price": 30, "discount": 0.25}]
"""
let products = try JSONDecoder().decode([Product].self, from: Data(json.utf8))
for product in products {
    print(product.id, product.displayName, product.price, product.discount.map { "-\($0)" } ?? "full price")
}
struct Profile: Codable { var firstName: String; var loginCount: Int }
let decoder = JSONDecoder()
decoder.keyDecodingStrategy = .convertFromSnakeCase
let profile = try decoder.decode(Profile.self, from: Data(#"{"first_name": "Ida", "login_count": 3}"#.utf8))
print(profile.firstName, profile.loginCount)
let encoder = JSONEncoder()
encoder.keyEncodingStrategy = .convertToSnakeCase
encoder.outputFormatting = .sortedKeys
print(String(data: try encoder.encode(profile), encoding: .utf8)!)

// expect: 1 Mug 8.5 full price
// expect: 2 Lamp 30.0 -0.25
// expect: Ida 3
// expect: {"first_name":"Ida","login_count":3}
