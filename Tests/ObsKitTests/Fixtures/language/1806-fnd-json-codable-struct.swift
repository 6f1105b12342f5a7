// Foundation JSON: Codable structs (nested, arrays, optionals) encoded with `.sortedKeys` for stable output, decoded back, and compared.
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

struct Address: Codable, Equatable {
    var city: String
    var zip: String
}

struct User: Codable, Equatable {
    var id: Int
    var name: String
    var email: String?
    var tags: [String]
    var address: Address
}

let user = User(id: 7, name: "Rin", email: nil, tags: ["admin", "beta"], address: Address(city: "Kyoto", zip: "600-8216"))

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let data = try encoder.encode(user)
print(String(data: data, encoding: .utf8)!)

encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
print(String(data: try encoder.encode(user.address), encoding: .utf8)!)

let decoded = try JSONDecoder().decode(User.self, from: data)
print(decoded == user, decoded.address.city, decoded.email == nil)

let incoming = """
[{"id": 1, "name": "Ann", "email": "ann@x.org", "tags": [], "address": {"city": "Oslo", "zip": "0150"}},
 {"id": 2, "name": "Bo", "tags": ["new"], "address": {"city": "Rome", "zip": "00100"}}]
"""
let list = try JSONDecoder().decode([User].self, from: Data(incoming.utf8))
for u in list {
    print(u.id, u.name, u.email ?? "-", u.tags, u.address.city)
}

// expect: {"address":{"city":"Kyoto","zip":"600-8216"},"id":7,"name":"Rin","tags":["admin","beta"]}
// expect: {
// expect:   "city" : "Kyoto",
// expect:   "zip" : "600-8216"
// expect: }
// expect: true Kyoto true
// expect: 1 Ann ann@x.org [] Oslo
// expect: 2 Bo - ["new"] Rome
