// Compiler test style (test/Interpreter/enum_raw_values.swift): implicit and explicit raw values of every literal kind
enum Level: Int, CaseIterable {
  case low = 5, medium, high
  case critical = 100
  case panic
}
enum Offset: Int, CaseIterable {
  case back = -2, stay, forward
}
enum Direction: String, CaseIterable {
  case north, south = "S", east, west = "w"
}
enum Glyph: Character, CaseIterable {
  case bullet = "•", dash = "-", star = "*"
}
enum Ratio: Double, CaseIterable {
  case half = 0.5, third = 0.333, whole = 1
}
enum Bits: UInt8, CaseIterable {
  case a = 0b1, b = 0b10, c = 0xFF
}
enum Emoji: String {
  case smile = "\u{1F600}", combining = "e\u{301}"
}

print(Level.allCases.map(\.rawValue))
print(Offset.allCases.map(\.rawValue))
print(Direction.allCases.map(\.rawValue))
print(Glyph.allCases.map(\.rawValue))
print(Ratio.allCases.map(\.rawValue))
print(Bits.allCases.map(\.rawValue))
print(Emoji.smile.rawValue.count, Emoji.combining.rawValue.unicodeScalars.count)

print(Level(rawValue: 6) as Any, Level(rawValue: 101) as Any, Level(rawValue: 8) as Any)
print(Offset(rawValue: -1) as Any, Offset(rawValue: 1) as Any)
print(Direction(rawValue: "north") as Any, Direction(rawValue: "south") as Any, Direction(rawValue: "S") as Any)
print(Direction(rawValue: "W") as Any, Direction(rawValue: "w") as Any)
print(Glyph(rawValue: "*") as Any, Ratio(rawValue: 1.0) as Any, Ratio(rawValue: 0.33) as Any)
print(Emoji(rawValue: "\u{e9}") as Any)

print(Level.high, String(reflecting: Level.high), Level.high.rawValue)
debugPrint(Direction.west)
print([Direction.east, .south])
print(Optional(Glyph.dash) as Any)
print("\(Ratio.third) = \(Ratio.third.rawValue)")

func rawOf<E: RawRepresentable>(_ e: E) -> E.RawValue { e.rawValue }
print(rawOf(Level.panic), rawOf(Direction.north), rawOf(Bits.c))
func parseAll<E: RawRepresentable & CaseIterable>(_ type: E.Type, _ raws: [E.RawValue]) -> [E?] {
  raws.map { E(rawValue: $0) }
}
print(parseAll(Level.self, [5, 7, 9, 100]))
print(parseAll(Direction.self, ["east", "East", "w"]))
print(type(of: Level.low.rawValue), type(of: Glyph.star.rawValue), type(of: Bits.a.rawValue))

let sortedLevels = Level.allCases.sorted { $0.rawValue > $1.rawValue }
print(sortedLevels)
print(Level.allCases.count, Level.allCases.firstIndex(of: .critical) as Any)
print(Direction.allCases.filter { $0.rawValue.count == 1 })

switch Level(rawValue: 7) {
case .high?: print("matched high via optional pattern")
case .some(let other): print("other \(other)")
case nil: print("none")
}

struct Wrapper: RawRepresentable, Equatable {
  var rawValue: String
  init?(rawValue: String) {
    guard !rawValue.isEmpty else { return nil }
    self.rawValue = rawValue.lowercased()
  }
}
print(Wrapper(rawValue: "ABC") as Any, Wrapper(rawValue: "") as Any)
print(Wrapper(rawValue: "X") == Wrapper(rawValue: "x"))

enum Mixed: String {
  case plain
  case spaced = "with space"
  case `default`
  case `class` = "klass"
}
print(Mixed.plain.rawValue, Mixed.spaced.rawValue, Mixed.default.rawValue, Mixed.class.rawValue)
print(Mixed(rawValue: "default") as Any, Mixed(rawValue: "class") as Any)
print(Mixed.`default`, [Mixed.class])

// expect: [5, 6, 7, 100, 101]
// expect: [-2, -1, 0]
// expect: ["north", "S", "east", "w"]
// expect: ["•", "-", "*"]
// expect: [0.5, 0.333, 1.0]
// expect: [1, 2, 255]
// expect: 1 2
// expect: Optional(main.Level.medium) Optional(main.Level.panic) nil
// expect: Optional(main.Offset.stay) nil
// expect: Optional(main.Direction.north) nil Optional(main.Direction.south)
// expect: nil Optional(main.Direction.west)
// expect: Optional(main.Glyph.star) Optional(main.Ratio.whole) nil
// expect: Optional(main.Emoji.combining)
// expect: high main.Level.high 7
// expect: main.Direction.west
// expect: [main.Direction.east, main.Direction.south]
// expect: Optional(main.Glyph.dash)
// expect: third = 0.333
// expect: 101 north 255
// expect: [Optional(main.Level.low), Optional(main.Level.high), nil, Optional(main.Level.critical)]
// expect: [Optional(main.Direction.east), nil, Optional(main.Direction.west)]
// expect: Int Character UInt8
// expect: [main.Level.panic, main.Level.critical, main.Level.high, main.Level.medium, main.Level.low]
// expect: 5 Optional(3)
// expect: [main.Direction.south, main.Direction.west]
// expect: matched high via optional pattern
// expect: Optional(main.Wrapper(rawValue: "abc")) nil
// expect: true
// expect: plain with space default klass
// expect: Optional(main.Mixed.default) nil
// expect: default [main.Mixed.class]
