// Compiler test style: enum raw values — implicit integer numbering after explicit values, implicit string raw values, init?(rawValue:)
enum Status: Int {
    case unknown          // 0
    case active = 10
    case suspended        // 11
    case closed = 20
    case archived         // 21
    case negative = -5
    case afterNegative    // -4
}

for s in [Status.unknown, .active, .suspended, .closed, .archived, .negative, .afterNegative] {
    print(s, s.rawValue)
}

print(Status(rawValue: 11) as Any)
print(Status(rawValue: 12) as Any)
print(Status(rawValue: -4).map { "\($0)" } ?? "nil")

enum Direction: String {
    case north, south
    case east = "E"
    case west
}
print(Direction.north.rawValue, Direction.south.rawValue, Direction.east.rawValue, Direction.west.rawValue)
print(Direction(rawValue: "E") as Any, Direction(rawValue: "east") as Any)

// Character raw values
enum Separator: Character {
    case comma = ",", semicolon = ";", tab = "\t"
}
let line = "a,b;c"
var pieces: [String] = []
var current = ""
for ch in line {
    if Separator(rawValue: ch) != nil {
        pieces.append(current)
        current = ""
    } else {
        current.append(ch)
    }
}
pieces.append(current)
print(pieces)

// Double raw values
enum Scale: Double {
    case half = 0.5, whole = 1.0, double = 2.0
}
print(Scale.half.rawValue * 10, Scale(rawValue: 2.0) as Any)

// Unicode escapes and round-tripping
enum Glyph: String, CaseIterable {
    case heart = "\u{2665}", star = "*", plain
}
for g in Glyph.allCases {
    print(g, "->", g.rawValue, Glyph(rawValue: g.rawValue) == g)
}

// Using raw values as sort keys
let statuses: [Status] = [.closed, .unknown, .negative, .archived, .active]
print(statuses.sorted { $0.rawValue < $1.rawValue })

// expect: unknown 0
// expect: active 10
// expect: suspended 11
// expect: closed 20
// expect: archived 21
// expect: negative -5
// expect: afterNegative -4
// expect: Optional(main.Status.suspended)
// expect: nil
// expect: afterNegative
// expect: north south E west
// expect: Optional(main.Direction.east) nil
// expect: ["a", "b", "c"]
// expect: 5.0 Optional(main.Scale.double)
// expect: heart -> ♥ true
// expect: star -> * true
// expect: plain -> plain true
// expect: [main.Status.negative, main.Status.unknown, main.Status.active, main.Status.closed, main.Status.archived]
