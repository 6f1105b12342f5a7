// Compiler test style (Codable round trips): nested structs with optionals, arrays and custom keys encoded to sorted-key JSON and decoded back
import Foundation

struct Address: Codable, Equatable { var street: String; var zip: String? }
struct Tag: Codable, Equatable, Hashable { var name: String; var weight: Int }
struct User: Codable, Equatable {
    var id: Int
    var name: String
    var email: String?
    var addresses: [Address]
    var tags: [Tag]
    var scores: [String: Double]
    var active: Bool
    enum CodingKeys: String, CodingKey {
        case id, name, email, addresses, tags, scores
        case active = "is_active"
    }
}

let user = User(id: 7, name: "Ana", email: nil,
                addresses: [Address(street: "Main 1", zip: "0101"), Address(street: "Side 2", zip: nil)],
                tags: [Tag(name: "x", weight: 2)],
                scores: ["math": 9.5, "art": 7],
                active: true)

let enc = JSONEncoder()
enc.outputFormatting = [.sortedKeys]
let data = try! enc.encode(user)
let json = String(data: data, encoding: .utf8)!
print(json)
let back = try! JSONDecoder().decode(User.self, from: data)
print(back == user, back.addresses.count, back.email == nil, back.scores["art"]!)

enc.outputFormatting = [.sortedKeys, .prettyPrinted]
print(String(data: try! enc.encode(Address(street: "Q", zip: "9")), encoding: .utf8)!)

let input = """
{"id": 1, "name": "Bo", "addresses": [], "tags": [{"name": "t", "weight": 1}, {"name": "u", "weight": 5}], "scores": {}, "is_active": false, "extra": 123}
"""
let decoded = try! JSONDecoder().decode(User.self, from: Data(input.utf8))
print(decoded.name, decoded.active, decoded.email as Any, decoded.tags.map(\.weight))

struct Wrapper<T: Codable & Equatable>: Codable, Equatable { var value: T; var list: [T] }
let w = Wrapper(value: [1, 2], list: [[3], []])
let sortedEncoder = JSONEncoder()
sortedEncoder.outputFormatting = .sortedKeys
let wdata = try! sortedEncoder.encode(w)
print(String(data: wdata, encoding: .utf8)!)
print(try! JSONDecoder().decode(Wrapper<[Int]>.self, from: wdata) == w)

do {
    _ = try JSONDecoder().decode(Address.self, from: Data(#"{"zip": "1"}"#.utf8))
} catch DecodingError.keyNotFound(let key, _) {
    print("missing key:", key.stringValue)
} catch {
    print("other error")
}
do {
    _ = try JSONDecoder().decode(Tag.self, from: Data(#"{"name": "n", "weight": "heavy"}"#.utf8))
} catch DecodingError.typeMismatch(let type, let ctx) {
    print("type mismatch:", type, ctx.codingPath.map(\.stringValue))
} catch {
    print("other error")
}
let tags = try! JSONDecoder().decode([Tag].self, from: Data(#"[{"name":"a","weight":1}]"#.utf8))
print(tags)

// expect: {"addresses":[{"street":"Main 1","zip":"0101"},{"street":"Side 2"}],"id":7,"is_active":true,"name":"Ana","scores":{"art":7,"math":9.5},"tags":[{"name":"x","weight":2}]}
// expect: true 2 true 7.0
// expect: {
// expect:   "street" : "Q",
// expect:   "zip" : "9"
// expect: }
// expect: Bo false nil [1, 5]
// expect: {"list":[[3],[]],"value":[1,2]}
// expect: true
// expect: missing key: street
// expect: type mismatch: Int ["weight"]
// expect: [main.Tag(name: "a", weight: 1)]
