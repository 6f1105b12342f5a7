// Swift by Sundell style (single value containers): a UserID wrapper type that encodes as a bare JSON string
import Foundation

struct UserID: Codable, Hashable, CustomStringConvertible {
    let rawValue: String

    init(_ rawValue: String) { self.rawValue = rawValue }

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        rawValue = try container.decode(String.self)
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    var description: String { "user:\(rawValue)" }
}

struct Message: Codable {
    var from: UserID
    var to: [UserID]
    var text: String
    var replyTo: UserID?
}

let json = """
{
  "from": "u-100",
  "to": ["u-200", "u-300"],
  "text": "Lunch at noon?",
  "replyTo": "u-300"
}
"""

let message = try JSONDecoder().decode(Message.self, from: Data(json.utf8))
print("from", message.from)
print("to", message.to.map(\.description).joined(separator: ", "))
print("reply to", message.replyTo.map { "\($0)" } ?? "nobody")
print("text:", message.text)
print(message.to.contains(UserID("u-300")))

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let data = try encoder.encode(message)
print(String(decoding: data, as: UTF8.self))

let bare = try encoder.encode(UserID("solo"))
print(String(decoding: bare, as: UTF8.self))
let ids = try JSONDecoder().decode([UserID].self, from: Data(#"["a", "b", "c"]"#.utf8))
print(ids)

// expect: from user:u-100
// expect: to user:u-200, user:u-300
// expect: reply to user:u-300
// expect: text: Lunch at noon?
// expect: true
// expect: {"from":"u-100","replyTo":"u-300","text":"Lunch at noon?","to":["u-200","u-300"]}
// expect: "solo"
// expect: [user:a, user:b, user:c]
