// Hacking with Swift quiz style (enums): implicit raw values, CaseIterable order and failable init(rawValue:)
enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth, mars = 10, jupiter
}

enum Direction: String, CaseIterable {
    case north, south = "S", east, west = "W"
}

enum Suit: Character {
    case hearts = "♥", spades = "♠"
}

// Puzzle: what are the raw values?
print(Planet.allCases.map { $0.rawValue })
print(Direction.allCases.map { $0.rawValue })
print(Planet(rawValue: 4) as Any, Planet(rawValue: 11) as Any)
print(Direction(rawValue: "north") as Any, Direction(rawValue: "south") as Any, Direction(rawValue: "S") as Any)
print(Suit.hearts, Suit.hearts.rawValue, Suit(rawValue: "♠") as Any)
print(Planet.allCases.count, Direction.allCases.last!)

enum Level: Double {
    case low = 1, mid, high = 3.5
}
print(Level.mid.rawValue, Level.high.rawValue)

enum Small: Int8, CaseIterable {
    case a = -2, b, c, d
}
print(Small.allCases.map(\.rawValue), Small(rawValue: 0) as Any)
print(Planet.earth, String(describing: Planet.earth), "\(Direction.south)")
let idx = Direction.allCases.firstIndex(of: .east)!
print(idx, Direction.allCases[(idx + 1) % Direction.allCases.count])

// expect: [1, 2, 3, 10, 11]
// expect: ["north", "S", "east", "W"]
// expect: nil Optional(main.Planet.jupiter)
// expect: Optional(main.Direction.north) nil Optional(main.Direction.south)
// expect: hearts ♥ Optional(main.Suit.spades)
// expect: 5 west
// expect: 2.0 3.5
// expect: [-2, -1, 0, 1] Optional(main.Small.c)
// expect: earth earth south
// expect: 2 west
