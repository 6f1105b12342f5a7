// A CodingKey written as a struct: decoding an object whose keys are data (allKeys), encoding with keys made
// at run time; and allKeys of an enum CodingKeys, which lists only the keys the enum knows.
// Expected output: swiftc 6.3.1 on this machine (tools/fixture-expect).
import Foundation

struct DynamicKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init?(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}

struct Scoreboard: Codable {
    var scores: [(player: String, points: Int)]

    init(scores: [(player: String, points: Int)]) {
        self.scores = scores
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: DynamicKey.self)
        scores = try container.allKeys.map { key in
            (key.stringValue, try container.decode(Int.self, forKey: key))
        }
        scores.sort { $0.points > $1.points }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: DynamicKey.self)
        for score in scores {
            try container.encode(score.points, forKey: DynamicKey(stringValue: score.player)!)
        }
    }
}

let board = try JSONDecoder().decode(Scoreboard.self, from: Data(#"{"ana": 12, "bo": 30, "cy": 7}"#.utf8))
for (rank, score) in board.scores.enumerated() {
    print(rank + 1, score.player, score.points)
}
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(decoding: try encoder.encode(Scoreboard(scores: [("zed", 1), ("amy", 2)])), as: UTF8.self))

struct Flags: Decodable {
    var known: [String]
    enum CodingKeys: String, CodingKey {
        case darkMode = "dark_mode"
        case beta
    }
    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        known = container.allKeys.map(\.stringValue).sorted()
        for key in container.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
            print(key, try container.decode(Bool.self, forKey: key))
        }
    }
}
let flags = try JSONDecoder().decode(Flags.self, from: Data(#"{"beta": true, "dark_mode": false, "legacy": true}"#.utf8))
print(flags.known)

// expect: 1 bo 30
// expect: 2 ana 12
// expect: 3 cy 7
// expect: {"amy":2,"zed":1}
// expect: CodingKeys(stringValue: "beta", intValue: nil) true
// expect: CodingKeys(stringValue: "dark_mode", intValue: nil) false
// expect: ["beta", "dark_mode"]
