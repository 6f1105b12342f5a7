// Compiler test style: enum raw values (implicit, explicit, Character, negative) and CaseIterable corners
enum Level: Int, CaseIterable {
  case low = -2, mid, high, max = 10, overflow
}
print(Level.allCases.map { "\($0)=\($0.rawValue)" })
print(Level(rawValue: -1) as Any, Level(rawValue: 0) as Any, Level(rawValue: 11) as Any, Level(rawValue: 1) as Any)

enum Direction: String, CaseIterable {
  case north, south = "S", east, west = "W"
}
for d in Direction.allCases { print(d, d.rawValue) }
print(Direction(rawValue: "north") as Any, Direction(rawValue: "S") as Any, Direction(rawValue: "south") as Any)

enum Glyph: Character {
  case star = "*", plus = "+", e = "é"
}
print(Glyph.e.rawValue, Glyph(rawValue: "\u{65}\u{301}") as Any, Glyph(rawValue: "-") as Any)

enum Ratio: Double {
  case half = 0.5, third = 0.333, whole = 1
}
print(Ratio.whole.rawValue, Ratio(rawValue: 0.5) as Any, Ratio(rawValue: 1.0) as Any)

enum Suit: CaseIterable {
  case spades, hearts, diamonds, clubs
  var symbol: String {
    switch self {
    case .spades: return "♠"
    case .hearts: return "♥"
    case .diamonds: return "♦"
    case .clubs: return "♣"
    }
  }
}
print(Suit.allCases.count, Suit.allCases.map(\.symbol).joined())
print(Suit.allCases.firstIndex(of: .diamonds)!)
print(type(of: Suit.allCases))

enum Outer {
  enum Inner: Int, CaseIterable { case a = 1, b, c }
}
print(Outer.Inner.allCases.map(\.rawValue).reduce(0, +))
print(Outer.Inner.b)
print(String(reflecting: Outer.Inner.c))

func everyCase<T: CaseIterable>(_ t: T.Type) -> [String] {
  return T.allCases.map { "\($0)" }
}
print(everyCase(Level.self))
print(everyCase(Direction.self))

func roundTrip<T: RawRepresentable>(_ v: T) -> T? where T.RawValue: Equatable {
  return T(rawValue: v.rawValue)
}
print(roundTrip(Level.max) as Any, roundTrip(Direction.west) as Any, roundTrip(Glyph.plus) as Any)

enum Weekday: Int, CaseIterable, Comparable {
  case mon = 1, tue, wed, thu, fri, sat, sun
  static func < (a: Weekday, b: Weekday) -> Bool { return a.rawValue < b.rawValue }
  var next: Weekday { return Weekday(rawValue: rawValue % 7 + 1)! }
  static var weekend: [Weekday] { return allCases.filter { $0 >= .sat } }
}
print(Weekday.sun.next, Weekday.wed.next)
print(Weekday.weekend)
print([Weekday.fri, .mon, .sun, .tue].sorted())
print(Weekday.allCases.max()!, Weekday.allCases.min()!)

enum Custom: String {
  case alpha
  case beta
  init?(rawValue: String) {
    switch rawValue.lowercased() {
    case "a", "alpha": self = .alpha
    case "b", "beta": self = .beta
    default: return nil
    }
  }
}
print(Custom(rawValue: "A") as Any, Custom(rawValue: "BETA") as Any, Custom(rawValue: "c") as Any, Custom.beta.rawValue)

enum Bits: UInt8 {
  case one = 1, two = 2, four = 4, eight = 8
}
let mask = [Bits.one, .four, .eight].reduce(UInt8(0)) { $0 | $1.rawValue }
print(mask, String(mask, radix: 2))

enum Code: String, CustomStringConvertible {
  case ok = "200", notFound = "404"
  var description: String { return "HTTP \(rawValue)" }
}
print(Code.ok, [Code.notFound], "\(Code.ok)", String(reflecting: Code.notFound))
print(Code.ok.hashValue == Code(rawValue: "200")!.hashValue)

// expect: ["low=-2", "mid=-1", "high=0", "max=10", "overflow=11"]
// expect: Optional(main.Level.mid) Optional(main.Level.high) Optional(main.Level.overflow) nil
// expect: north north
// expect: south S
// expect: east east
// expect: west W
// expect: Optional(main.Direction.north) Optional(main.Direction.south) nil
// expect: é Optional(main.Glyph.e) nil
// expect: 1.0 Optional(main.Ratio.half) Optional(main.Ratio.whole)
// expect: 4 ♠♥♦♣
// expect: 2
// expect: Array<Suit>
// expect: 6
// expect: b
// expect: main.Outer.Inner.c
// expect: ["low", "mid", "high", "max", "overflow"]
// expect: ["north", "south", "east", "west"]
// expect: Optional(main.Level.max) Optional(main.Direction.west) Optional(main.Glyph.plus)
// expect: mon thu
// expect: [main.Weekday.sat, main.Weekday.sun]
// expect: [main.Weekday.mon, main.Weekday.tue, main.Weekday.fri, main.Weekday.sun]
// expect: sun mon
// expect: Optional(main.Custom.alpha) Optional(main.Custom.beta) nil beta
// expect: 13 1101
// expect: HTTP 200 [HTTP 404] HTTP 200 HTTP 404
// expect: true
