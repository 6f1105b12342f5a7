// Hacking with Swift style (unkeyed containers): decoding a JSON array whose elements have different shapes, in order
import Foundation

struct ScoreRow: Decodable {
    var player: String
    var points: Int
    var bonus: Double
    var tags: [String]

    init(from decoder: Decoder) throws {
        // ["name", 42, 1.5, "tag", "tag", ...]
        var row = try decoder.unkeyedContainer()
        player = try row.decode(String.self)
        points = try row.decode(Int.self)
        bonus = try row.decode(Double.self)
        var collected: [String] = []
        while !row.isAtEnd {
            collected.append(try row.decode(String.self))
        }
        tags = collected
    }
}

struct Table: Decodable {
    var title: String
    var rows: [ScoreRow]
}

let json = """
{
  "title": "Weekly league",
  "rows": [
    ["Mira", 31, 1.5, "captain", "left-handed"],
    ["Oskar", 27, 0.25],
    ["Tove", 40, 2.0, "rookie"]
  ]
}
"""

let table = try JSONDecoder().decode(Table.self, from: Data(json.utf8))
print(table.title)
for row in table.rows.sorted(by: { $0.points > $1.points }) {
    let total = Double(row.points) * row.bonus
    let tagText = row.tags.isEmpty ? "-" : row.tags.joined(separator: "/")
    print(row.player, row.points, row.bonus, total, tagText)
}

struct Pair: Decodable {
    var first: Int
    var second: String
    init(from decoder: Decoder) throws {
        var c = try decoder.unkeyedContainer()
        print("count:", c.count ?? -1)
        first = try c.decode(Int.self)
        print("index after first:", c.currentIndex)
        second = try c.decode(String.self)
    }
}
let pair = try JSONDecoder().decode(Pair.self, from: Data(#"[7, "seven"]"#.utf8))
print(pair.first, pair.second)

// expect: Weekly league
// expect: Tove 40 2.0 80.0 rookie
// expect: Mira 31 1.5 46.5 captain/left-handed
// expect: Oskar 27 0.25 6.75 -
// expect: count: 2
// expect: index after first: 1
// expect: 7 seven
