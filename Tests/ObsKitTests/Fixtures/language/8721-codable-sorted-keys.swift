// Tutorial style (Hacking with Swift, Codable): JSON round-trip with sorted keys and nested types
import Foundation

struct Address: Codable, Equatable {
    var city: String
    var zip: String
}

struct Customer: Codable, Equatable {
    var name: String
    var age: Int
    var email: String?
    var tags: [String]
    var address: Address
    var balance: Double
}

let customer = Customer(
    name: "Lena Ortiz",
    age: 34,
    email: nil,
    tags: ["vip", "newsletter"],
    address: Address(city: "Porto", zip: "4000-123"),
    balance: 120.5
)

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let data = try encoder.encode(customer)
let json = String(decoding: data, as: UTF8.self)
print(json)

encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
let pretty = String(decoding: try encoder.encode(customer.address), as: UTF8.self)
print(pretty)

let decoded = try JSONDecoder().decode(Customer.self, from: data)
print("Round trip equal: \(decoded == customer)")
print("Decoded city: \(decoded.address.city), email: \(decoded.email ?? "none")")

let incoming = """
{"name": "Sam Lee", "age": 27, "email": "sam@example.com", "tags": [], "balance": 0,
 "address": {"city": "Oslo", "zip": "0150"}}
"""
let sam = try JSONDecoder().decode(Customer.self, from: Data(incoming.utf8))
print("\(sam.name) (\(sam.age)) <\(sam.email!)> in \(sam.address.city), balance \(sam.balance)")

let broken = #"{"name": "X", "age": "old"}"#
do {
    _ = try JSONDecoder().decode(Customer.self, from: Data(broken.utf8))
} catch DecodingError.typeMismatch(let type, let context) {
    print("Type mismatch: expected \(type) at \(context.codingPath.map(\.stringValue))")
} catch {
    print("Other error")
}

let list = try encoder.encode([1, 2, 3])
print(String(decoding: list, as: UTF8.self).filter { !$0.isWhitespace })

// expect: {"address":{"city":"Porto","zip":"4000-123"},"age":34,"balance":120.5,"name":"Lena Ortiz","tags":["vip","newsletter"]}
// expect: {
// expect:   "city" : "Porto",
// expect:   "zip" : "4000-123"
// expect: }
// expect: Round trip equal: true
// expect: Decoded city: Porto, email: none
// expect: Sam Lee (27) <sam@example.com> in Oslo, balance 0.0
// expect: Type mismatch: expected Int at ["age"]
// expect: [1,2,3]
