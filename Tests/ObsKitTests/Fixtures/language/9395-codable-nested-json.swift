// JSON encode/decode of nested Codable models with sorted keys, optionals and arrays (expected output from swiftc 6.3.1 on Linux)
import Foundation

struct Address: Codable {
    let street: String
    let city: String
    let zip: String?
}

struct Pet: Codable {
    let name: String
    let species: String
    let age: Int
}

struct Person: Codable {
    let name: String
    let age: Int
    let email: String?
    let address: Address
    let pets: [Pet]
    let tags: [String: Int]
}

let owner = Person(
    name: "Mira Holt",
    age: 34,
    email: nil,
    address: Address(street: "12 Linden Way", city: "Porto", zip: "4000-123"),
    pets: [Pet(name: "Biscuit", species: "dog", age: 5), Pet(name: "Nori", species: "cat", age: 2)],
    tags: ["volunteer": 3, "member": 1]
)

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let data = try! encoder.encode(owner)
print(String(data: data, encoding: .utf8)!)

encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
let pretty = try! encoder.encode(owner.address)
print(String(data: pretty, encoding: .utf8)!)

let incoming = """
{"name":"Jonas Berg","age":41,"email":"jonas@example.org",
 "address":{"street":"5 Harbour Rd","city":"Bergen"},
 "pets":[{"name":"Pip","species":"parrot","age":12}],
 "tags":{"admin":1}}
"""
do {
    let decoded = try JSONDecoder().decode(Person.self, from: Data(incoming.utf8))
    print(decoded.name, decoded.age, decoded.email ?? "no email")
    print(decoded.address.city, decoded.address.zip ?? "no zip")
    print(decoded.pets.map { "\($0.name) the \($0.species), \($0.age)" })
    print(decoded.tags)
} catch {
    print("decode failed: \(error)")
}

let bad = #"{"name":"X","age":"old"}"#
do {
    _ = try JSONDecoder().decode(Pet.self, from: Data(bad.utf8))
} catch DecodingError.keyNotFound(let key, _) {
    print("missing key: \(key.stringValue)")
} catch DecodingError.typeMismatch(_, let ctx) {
    print("type mismatch at \(ctx.codingPath.map(\.stringValue))")
} catch {
    print("other error")
}
// expect: {"address":{"city":"Porto","street":"12 Linden Way","zip":"4000-123"},"age":34,"name":"Mira Holt","pets":[{"age":5,"name":"Biscuit","species":"dog"},{"age":2,"name":"Nori","species":"cat"}],"tags":{"member":1,"volunteer":3}}
// expect: {
// expect:   "city" : "Porto",
// expect:   "street" : "12 Linden Way",
// expect:   "zip" : "4000-123"
// expect: }
// expect: Jonas Berg 41 jonas@example.org
// expect: Bergen no zip
// expect: ["Pip the parrot, 12"]
// expect: ["admin": 1]
// expect: missing key: species
