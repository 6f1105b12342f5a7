// Compiler test style: enum raw values of every kind (implicit Int/String, Character, Double, explicit gaps, init?(rawValue:))
enum Priority: Int {
  case low, medium, high = 10, critical
}

enum Direction: String {
  case north, south, east = "E", west
}

enum Separator: Character {
  case comma = ",", semicolon = ";", tab = "\t"
}

enum Ratio: Double {
  case half = 0.5, third = 0.25, whole = 1.0
}

enum Offset: Int8 {
  case negative = -3, zero = 0, positive
}

func describe(_ p: Priority) -> String {
  return "\(p)=\(p.rawValue)"
}

print(describe(.low), describe(.medium), describe(.high), describe(.critical))
print(Direction.north.rawValue, Direction.east.rawValue, Direction.west.rawValue)
print(Priority(rawValue: 11) as Any)
print(Priority(rawValue: 2) as Any)
print(Direction(rawValue: "E") == .east, Direction(rawValue: "east") == nil)

let fields = ["alpha", "beta", "gamma"]
var line = ""
for (i, field) in fields.enumerated() {
  if i > 0 { line.append(Separator.semicolon.rawValue) }
  line += field
}
print(line)
print(Separator(rawValue: ",") ?? .tab, Separator(rawValue: "|") == nil)

let total = [Ratio.half, .third, .whole].map { $0.rawValue }.reduce(0, +)
print("total ratio:", total)
print(Ratio(rawValue: 0.25).map { "\($0)" } ?? "none")

print(Offset.positive.rawValue, Offset(rawValue: -3)!, type(of: Offset.zero.rawValue))

let codes: [Int] = [0, 1, 5, 10, 11, 12]
let parsed = codes.compactMap(Priority.init(rawValue:))
print(parsed)
print(parsed.map(\.rawValue).reduce(0, +))

// expect: low=0 medium=1 high=10 critical=11
// expect: north E west
// expect: Optional(main.Priority.critical)
// expect: nil
// expect: true true
// expect: alpha;beta;gamma
// expect: comma true
// expect: total ratio: 1.75
// expect: third
// expect: 1 negative Int8
// expect: [main.Priority.low, main.Priority.medium, main.Priority.high, main.Priority.critical]
// expect: 22
