// Hacking with Swift style (custom CodingKeys): renaming JSON keys and leaving a property out of coding with a default value
import Foundation

struct Player: Codable {
    var displayName: String
    var highScore: Int
    var level: Int
    var isOnline = false          // not in CodingKeys: never decoded or encoded
    var sessionNotes: [String] = []

    enum CodingKeys: String, CodingKey {
        case displayName = "display_name"
        case highScore = "best"
        case level
    }
}

let json = """
[
  {"display_name": "Nova", "best": 1200, "level": 7, "isOnline": true},
  {"display_name": "Quill", "best": 860, "level": 4}
]
"""

var players = try JSONDecoder().decode([Player].self, from: Data(json.utf8))
for p in players {
    print("\(p.displayName): best \(p.highScore), level \(p.level), online \(p.isOnline), notes \(p.sessionNotes.count)")
}

players[0].isOnline = true
players[0].sessionNotes.append("won a match")

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let data = try encoder.encode(players[0])
print(String(decoding: data, as: UTF8.self))

let back = try JSONDecoder().decode(Player.self, from: data)
print("after round trip online:", back.isOnline, "notes:", back.sessionNotes)

let keys = [Player.CodingKeys.displayName, .highScore, .level].map(\.stringValue)
print("coded keys:", keys.joined(separator: ", "))
print(Player.CodingKeys(stringValue: "best") == .highScore)
print(Player.CodingKeys(stringValue: "highScore") == nil)

// expect: Nova: best 1200, level 7, online false, notes 0
// expect: Quill: best 860, level 4, online false, notes 0
// expect: {"best":1200,"display_name":"Nova","level":7}
// expect: after round trip online: false notes: []
// expect: coded keys: display_name, best, level
// expect: true
// expect: true
