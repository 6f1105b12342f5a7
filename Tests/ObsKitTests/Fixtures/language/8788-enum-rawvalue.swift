// Compiler test style (enum raw values): implicit raw values and init?(rawValue:)
enum Planet: Int {
    case mercury = 1, venus, earth, mars
    case jupiter = 10, saturn
}

enum Direction: String {
    case north, south
    case east = "E"
    case west = "W"
}

enum Ratio: Double {
    case half = 0.5
    case quarter = 0.25
}

enum Letter: Character {
    case a = "a"
    case z = "z"
}

print(Planet.venus.rawValue, Planet.mars.rawValue, Planet.saturn.rawValue)
print(Direction.north.rawValue, Direction.south.rawValue, Direction.east.rawValue)
print(Ratio.quarter.rawValue, Letter.z.rawValue)

for raw in [0, 1, 3, 5, 10, 11, 12] {
    if let p = Planet(rawValue: raw) {
        print("\(raw) -> \(p)")
    } else {
        print("\(raw) -> nil")
    }
}

let parsed = ["north", "E", "east", "W", "South"].map { Direction(rawValue: $0) }
print(parsed.map { $0.map { "\($0)" } ?? "nil" })

print(Ratio(rawValue: 0.5) == .half, Ratio(rawValue: 0.75) == nil)

// Negative and explicit raw values, auto-increment continues
enum Level: Int {
    case low = -2, mid, high
}
print(Level.mid.rawValue, Level.high.rawValue, Level(rawValue: 0) == .high)

// A raw-value enum conforms to RawRepresentable
func describe<T: RawRepresentable>(_ v: T) -> String {
    "\(v) has raw \(v.rawValue)"
}
print(describe(Direction.west))
print(describe(Planet.earth))

// expect: 2 4 11
// expect: north south E
// expect: 0.25 z
// expect: 0 -> nil
// expect: 1 -> mercury
// expect: 3 -> earth
// expect: 5 -> nil
// expect: 10 -> jupiter
// expect: 11 -> saturn
// expect: 12 -> nil
// expect: ["north", "east", "nil", "west", "nil"]
// expect: true true
// expect: -1 0 true
// expect: west has raw W
// expect: earth has raw 3
