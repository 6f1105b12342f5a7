// App code style: pretty-printed sorted JSON export of a nested profile with optionals omitted
import Foundation

struct Address: Codable {
    var street: String
    var city: String
    var zip: String?
}

struct Profile: Codable {
    var name: String
    var age: Int
    var email: String?
    var tags: [String]
    var address: Address
    var scores: [String: Int]
}

let profile = Profile(
    name: "Ada",
    age: 36,
    email: nil,
    tags: ["math", "engines"],
    address: Address(street: "12 St James's Sq", city: "London", zip: nil),
    scores: ["logic": 10, "algebra": 9, "poetry": 7]
)

let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
do {
    let data = try encoder.encode(profile)
    let text = String(data: data, encoding: .utf8)!
    print(text)
    print("lines:", text.components(separatedBy: "\n").count)
    var updated = try JSONDecoder().decode(Profile.self, from: data)
    updated.email = "ada@example.com"
    updated.address.zip = "SW1Y"
    updated.tags.removeAll()
    print(String(data: try encoder.encode(updated), encoding: .utf8)!)
    let keys = updated.scores.keys.sorted()
    print("score keys:", keys.joined(separator: ","))
} catch {
    print("error:", error)
}
// expect: {
// expect:   "address" : {
// expect:     "city" : "London",
// expect:     "street" : "12 St James's Sq"
// expect:   },
// expect:   "age" : 36,
// expect:   "name" : "Ada",
// expect:   "scores" : {
// expect:     "algebra" : 9,
// expect:     "logic" : 10,
// expect:     "poetry" : 7
// expect:   },
// expect:   "tags" : [
// expect:     "math",
// expect:     "engines"
// expect:   ]
// expect: }
// expect: lines: 17
// expect: {
// expect:   "address" : {
// expect:     "city" : "London",
// expect:     "street" : "12 St James's Sq",
// expect:     "zip" : "SW1Y"
// expect:   },
// expect:   "age" : 36,
// expect:   "email" : "ada@example.com",
// expect:   "name" : "Ada",
// expect:   "scores" : {
// expect:     "algebra" : 9,
// expect:     "logic" : 10,
// expect:     "poetry" : 7
// expect:   },
// expect:   "tags" : [
// expect: 
// expect:   ]
// expect: }
// expect: score keys: algebra,logic,poetry
