// Codable round trip of a nested model with JSONEncoder sortedKeys + prettyPrinted and decoding back (expected output from swiftc 6.3.1 on Linux)
import Foundation

struct Address: Codable, Equatable {
    var street: String
    var city: String
    var zip: String
}

struct Customer: Codable, Equatable {
    var id: Int
    var name: String
    var email: String?
    var tags: [String]
    var address: Address
    var balance: Double
    var active: Bool
}

let customer = Customer(
    id: 42,
    name: "Noor Haddad",
    email: nil,
    tags: ["vip", "newsletter"],
    address: Address(street: "12 Cedar Lane", city: "Springfield", zip: "04021"),
    balance: 1250.5,
    active: true
)

let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]

do {
    let data = try encoder.encode(customer)
    let json = String(decoding: data, as: UTF8.self)
    print(json)

    let decoded = try JSONDecoder().decode(Customer.self, from: data)
    print("round trip equal:", decoded == customer)
    print("email is nil:", decoded.email == nil, "city:", decoded.address.city)

    var changed = decoded
    changed.email = "noor@example.com"
    changed.tags.append("beta")
    let compact = JSONEncoder()
    compact.outputFormatting = .sortedKeys
    let line = String(decoding: try compact.encode(changed), as: UTF8.self)
    print(line)

    let list = try JSONDecoder().decode([Address].self, from: Data("""
    [{"street":"1 Main St","city":"Avon","zip":"11111"},{"zip":"22222","city":"Bath","street":"2 High St"}]
    """.utf8))
    print(list.map { "\($0.city) \($0.zip)" })
} catch {
    print("unexpected error:", error)
}

// expect: {
// expect:   "active" : true,
// expect:   "address" : {
// expect:     "city" : "Springfield",
// expect:     "street" : "12 Cedar Lane",
// expect:     "zip" : "04021"
// expect:   },
// expect:   "balance" : 1250.5,
// expect:   "id" : 42,
// expect:   "name" : "Noor Haddad",
// expect:   "tags" : [
// expect:     "vip",
// expect:     "newsletter"
// expect:   ]
// expect: }
// expect: round trip equal: true
// expect: email is nil: true city: Springfield
// expect: {"active":true,"address":{"city":"Springfield","street":"12 Cedar Lane","zip":"04021"},"balance":1250.5,"email":"noor@example.com","id":42,"name":"Noor Haddad","tags":["vip","newsletter","beta"]}
// expect: ["Avon 11111", "Bath 22222"]
