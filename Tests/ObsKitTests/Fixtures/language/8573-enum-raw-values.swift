// Q&A style (why does init(rawValue:) return an optional?): raw values, implicit raw values and failable init
enum Planet: Int {
    case mercury = 1, venus, earth, mars
}

enum Direction: String {
    case north, south
    case east = "E"
    case west = "W"
}

enum Level: Character {
    case low = "L", high = "H"
}

print(Planet.earth.rawValue, Planet.mars.rawValue)
print(Planet(rawValue: 3) as Any)
print(Planet(rawValue: 9) as Any)
print(Direction.north.rawValue, Direction.east.rawValue)
print(Direction(rawValue: "W") as Any, Direction(rawValue: "west") as Any)
print(Level(rawValue: "H") as Any)

// Unwrapping with a fallback.
let parsed = Planet(rawValue: 7) ?? .earth
print("fallback:", parsed)

// Enum with CaseIterable: list cases and raw values.
enum Size: String, CaseIterable {
    case small = "S", medium = "M", large = "L"
}
print(Size.allCases.map { $0.rawValue }.joined(separator: ","))
print(Size.allCases.count, Size.allCases.first!)

// Parsing a list of strings, dropping invalid ones.
let codes = ["S", "XL", "L", "m"]
print(codes.compactMap(Size.init(rawValue:)))

// Custom failable init that normalizes input before using rawValue.
extension Size {
    init?(loose: String) {
        self.init(rawValue: loose.uppercased())
    }
}
print(Size(loose: "m") as Any, Size(loose: "xl") as Any)

// Double raw values.
enum Rate: Double { case slow = 0.5, normal = 1.0, fast = 2 }
print(Rate.fast.rawValue, Rate(rawValue: 1) as Any)
print(String(describing: Rate.slow), "\(Rate.normal)")

// expect: 3 4
// expect: Optional(main.Planet.earth)
// expect: nil
// expect: north E
// expect: Optional(main.Direction.west) nil
// expect: Optional(main.Level.high)
// expect: fallback: earth
// expect: S,M,L
// expect: 3 small
// expect: [main.Size.small, main.Size.large]
// expect: Optional(main.Size.medium) nil
// expect: 2.0 Optional(main.Rate.normal)
// expect: slow normal
