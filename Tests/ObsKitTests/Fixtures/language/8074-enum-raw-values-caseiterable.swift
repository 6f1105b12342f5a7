// Compiler test style: enum raw values (implicit Int/String, explicit Character/Double), CaseIterable and rawValue round-trips
enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth, mars
    case jupiter = 10, saturn
}
print(Planet.allCases.map { "\($0)=\($0.rawValue)" })
print(Planet(rawValue: 3) as Any, Planet(rawValue: 5) as Any, Planet(rawValue: 11) as Any)

enum Direction: String, CaseIterable {
    case north, south
    case east = "E", west = "W"
}
print(Direction.allCases.map(\.rawValue))
print(Direction(rawValue: "north") as Any, Direction(rawValue: "E") as Any, Direction(rawValue: "east") as Any)

enum Punct: Character {
    case dot = ".", comma = ",", bang = "!"
}
print(Punct.comma.rawValue, Punct(rawValue: "!") as Any)

enum Ratio: Double {
    case half = 0.5, third = 0.333, whole = 1
}
print(Ratio.whole.rawValue, Ratio.half.rawValue * 4, Ratio(rawValue: 0.333) as Any)

enum Negative: Int {
    case a = -2, b, c, d = 10, e
}
print([Negative.a, .b, .c, .d, .e].map(\.rawValue))

// CaseIterable with a computed property and iteration helpers
enum Weekday: Int, CaseIterable, Comparable {
    case mon = 1, tue, wed, thu, fri, sat, sun
    var isWeekend: Bool { self == .sat || self == .sun }
    var next: Weekday { Weekday(rawValue: rawValue % 7 + 1)! }
    static func < (a: Weekday, b: Weekday) -> Bool { a.rawValue < b.rawValue }
}
print(Weekday.allCases.count, Weekday.allCases.filter(\.isWeekend))
print(Weekday.sun.next, Weekday.wed.next, Weekday.allCases.max()!, [Weekday.fri, .mon, .wed].sorted())
var d = Weekday.fri
var trip: [String] = []
for _ in 0..<4 { trip.append("\(d)"); d = d.next }
print(trip.joined(separator: " -> "))

// Manual CaseIterable for enum with associated values
enum Size: CaseIterable, Hashable {
    case small, medium, large(extra: Bool)
    static var allCases: [Size] { [.small, .medium, .large(extra: false), .large(extra: true)] }
}
print(Size.allCases)
print(Size.allCases.firstIndex(of: .large(extra: true)) as Any)

// Switch exhaustively over raw-valued enum
func emoji(_ p: Planet) -> String {
    switch p {
    case .earth: return "home"
    case .mercury, .venus: return "inner"
    case .mars: return "red"
    case .jupiter, .saturn: return "giant"
    }
}
print(Planet.allCases.map(emoji))
print(String(describing: Direction.west), String(reflecting: Direction.west), Direction.west.hashValue == Direction(rawValue: "W")!.hashValue)

// expect: ["mercury=1", "venus=2", "earth=3", "mars=4", "jupiter=10", "saturn=11"]
// expect: Optional(main.Planet.earth) nil Optional(main.Planet.saturn)
// expect: ["north", "south", "E", "W"]
// expect: Optional(main.Direction.north) Optional(main.Direction.east) nil
// expect: , Optional(main.Punct.bang)
// expect: 1.0 2.0 Optional(main.Ratio.third)
// expect: [-2, -1, 0, 10, 11]
// expect: 7 [main.Weekday.sat, main.Weekday.sun]
// expect: mon thu sun [main.Weekday.mon, main.Weekday.wed, main.Weekday.fri]
// expect: fri -> sat -> sun -> mon
// expect: [main.Size.small, main.Size.medium, main.Size.large(extra: false), main.Size.large(extra: true)]
// expect: Optional(3)
// expect: ["inner", "inner", "home", "red", "giant", "giant"]
// expect: west main.Direction.west true
