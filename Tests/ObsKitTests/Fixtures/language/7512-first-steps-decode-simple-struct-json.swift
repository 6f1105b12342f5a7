// Tutorial style (first steps): decode a simple struct from a JSON string, then encode it back with sorted keys
import Foundation

struct User: Codable {
    let id: Int
    let name: String
    let email: String
    let isAdmin: Bool
}

let json = """
{
    "id": 42,
    "name": "Taylor Swift",
    "email": "taylor@example.com",
    "isAdmin": false
}
"""

let decoder = JSONDecoder()
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys

do {
    let user = try decoder.decode(User.self, from: Data(json.utf8))
    print("Decoded user #\(user.id): \(user.name)")
    print("Email: \(user.email), admin: \(user.isAdmin)")

    var promoted = User(id: user.id, name: user.name, email: user.email, isAdmin: true)
    let data = try encoder.encode(promoted)
    print(String(decoding: data, as: UTF8.self))
    print("Bytes: \(data.count)")

    promoted = try decoder.decode(User.self, from: data)
    print("Round trip admin flag: \(promoted.isAdmin)")
} catch {
    print("Something went wrong: \(error)")
}

let users = [
    User(id: 1, name: "Ana", email: "ana@example.com", isAdmin: false),
    User(id: 2, name: "Ben", email: "ben@example.com", isAdmin: true),
]
if let listData = try? encoder.encode(users),
   let text = String(data: listData, encoding: .utf8) {
    print(text)
}
let decodedList = try! decoder.decode([User].self, from: Data("[{\"id\":7,\"name\":\"Cy\",\"email\":\"c@y.io\",\"isAdmin\":true}]".utf8))
print(decodedList.map(\.name), decodedList.count)

// expect: Decoded user #42: Taylor Swift
// expect: Email: taylor@example.com, admin: false
// expect: {"email":"taylor@example.com","id":42,"isAdmin":true,"name":"Taylor Swift"}
// expect: Bytes: 75
// expect: Round trip admin flag: true
// expect: [{"email":"ana@example.com","id":1,"isAdmin":false,"name":"Ana"},{"email":"ben@example.com","id":2,"isAdmin":true,"name":"Ben"}]
// expect: ["Cy"] 1
