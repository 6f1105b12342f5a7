// Advanced Swift style (Encoding and Decoding): singleValueContainer for wrapper types, lenient decoding of numbers-as-strings, and enums with fallback
import Foundation

struct UserID: Codable, Hashable, CustomStringConvertible {
    let raw: Int
    init(_ raw: Int) { self.raw = raw }
    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let n = try? c.decode(Int.self) {
            raw = n
        } else {
            let s = try c.decode(String.self)
            guard let n = Int(s.drop(while: { $0 == "u" })) else {
                throw DecodingError.dataCorruptedError(in: c, debugDescription: "bad id \(s)")
            }
            raw = n
        }
    }
    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        try c.encode("u\(raw)")
    }
    var description: String { "#\(raw)" }
}

enum Status: String, Codable {
    case active, suspended, unknown
    init(from decoder: Decoder) throws {
        let s = try decoder.singleValueContainer().decode(String.self)
        self = Status(rawValue: s.lowercased()) ?? .unknown
    }
}

struct Account: Codable {
    var id: UserID
    var status: Status
    var friends: [UserID]
}

let json = """
[{"id": 7, "status": "ACTIVE", "friends": ["u8", 9]},
 {"id": "u12", "status": "banned", "friends": []}]
"""
let accounts = try JSONDecoder().decode([Account].self, from: Data(json.utf8))
for a in accounts {
    print(a.id, a.status, a.friends.map(\.description))
}
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(decoding: try encoder.encode(accounts), as: UTF8.self))
print(String(decoding: try encoder.encode(UserID(3)), as: UTF8.self))
print(String(decoding: try encoder.encode([Status.suspended]), as: UTF8.self))

do {
    _ = try JSONDecoder().decode([UserID].self, from: Data(#"["u1", "zz"]"#.utf8))
} catch DecodingError.dataCorrupted(let ctx) {
    print("corrupted:", ctx.debugDescription)
}
let single = try JSONDecoder().decode(UserID.self, from: Data("42".utf8))
print(single, single == UserID(42))
let statuses = try JSONDecoder().decode([Status].self, from: Data(#"["Suspended","x","active"]"#.utf8))
print(statuses)

// expect: #7 active ["#8", "#9"]
// expect: #12 unknown []
// expect: [{"friends":["u8","u9"],"id":"u7","status":"active"},{"friends":[],"id":"u12","status":"unknown"}]
// expect: "u3"
// expect: ["suspended"]
// expect: corrupted: bad id zz
// expect: #42 true
// expect: [main.Status.suspended, main.Status.unknown, main.Status.active]
