// Foundation in app code: JSONEncoder with .sortedKeys producing a stable JSON string from a Codable struct
import Foundation

struct User: Codable {
    let name: String
    let age: Int
    let isAdmin: Bool
    let tags: [String]
}

let user = User(name: "Taylor", age: 26, isAdmin: false, tags: ["swift", "ios"])
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys

do {
    let data = try encoder.encode(user)
    let json = String(data: data, encoding: .utf8)!
    print(json)
    print("bytes: \(data.count)")

    let team = [user, User(name: "Sam", age: 31, isAdmin: true, tags: [])]
    let teamData = try encoder.encode(team)
    print(String(decoding: teamData, as: UTF8.self))
} catch {
    print("Encoding failed: \(error)")
}

// expect: {"age":26,"isAdmin":false,"name":"Taylor","tags":["swift","ios"]}
// expect: bytes: 65
// expect: [{"age":26,"isAdmin":false,"name":"Taylor","tags":["swift","ios"]},{"age":31,"isAdmin":true,"name":"Sam","tags":[]}]
