// Blog style (Codable keys): dynamic CodingKey structs, snake_case strategy and defaulted optional fields
import Foundation

struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

struct Inventory: Decodable {
    let items: [(name: String, qty: Int)]
    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        items = try c.allKeys.map { ($0.stringValue, try c.decode(Int.self, forKey: $0)) }
            .sorted { $0.0 < $1.0 }
    }
}

struct UserProfile: Codable {
    let userId: Int
    let displayName: String
    let isAdmin: Bool
    var favoriteColors: [String]
    var nickname: String?

    enum CodingKeys: CodingKey { case userId, displayName, isAdmin, favoriteColors, nickname }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        userId = try c.decode(Int.self, forKey: .userId)
        displayName = try c.decode(String.self, forKey: .displayName)
        isAdmin = try c.decodeIfPresent(Bool.self, forKey: .isAdmin) ?? false
        favoriteColors = try c.decodeIfPresent([String].self, forKey: .favoriteColors) ?? []
        nickname = try c.decodeIfPresent(String.self, forKey: .nickname)
    }
}

let inventoryJSON = #"{"widgets": 12, "bolts": 300, "gears": 7}"#
let inv = try! JSONDecoder().decode(Inventory.self, from: Data(inventoryJSON.utf8))
for (name, qty) in inv.items { print("\(name): \(qty)") }

let snake = JSONDecoder()
snake.keyDecodingStrategy = .convertFromSnakeCase
let profiles = """
[{"user_id": 1, "display_name": "Root", "is_admin": true, "favorite_colors": ["red", "teal"]},
 {"user_id": 2, "display_name": "Guest", "nickname": "g"}]
"""
let users = try! snake.decode([UserProfile].self, from: Data(profiles.utf8))
for u in users {
    print("#\(u.userId) \(u.displayName) admin=\(u.isAdmin) colors=\(u.favoriteColors) nick=\(u.nickname ?? "none")")
}

let enc = JSONEncoder()
enc.keyEncodingStrategy = .convertToSnakeCase
enc.outputFormatting = .sortedKeys
var edited = users[1]
edited.favoriteColors.append("blue")
print(String(decoding: try! enc.encode(edited), as: UTF8.self))
print(String(decoding: try! JSONEncoder().encode(users[0].favoriteColors), as: UTF8.self))

struct Wrapper: Decodable { let value: Int }
do {
    _ = try JSONDecoder().decode(Wrapper.self, from: Data(#"{"value": "seven"}"#.utf8))
} catch let DecodingError.typeMismatch(type, context) {
    print("type mismatch: expected \(type), path \(context.codingPath.map(\.stringValue))")
} catch {
    print("unexpected")
}
// expect: bolts: 300
// expect: gears: 7
// expect: widgets: 12
// expect: #1 Root admin=true colors=["red", "teal"] nick=none
// expect: #2 Guest admin=false colors=[] nick=g
// expect: {"display_name":"Guest","favorite_colors":["blue"],"is_admin":false,"nickname":"g","user_id":2}
// expect: ["red","teal"]
// expect: type mismatch: expected Int, path ["value"]
