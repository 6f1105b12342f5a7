// Enums with raw values: rawValue, init?(rawValue:), implicit raw values
enum Planet: Int {
    case mercury = 1, venus, earth, mars
}

enum Direction: String {
    case north, south
    case east = "E"
}

print(Planet.earth.rawValue)
print(Planet(rawValue: 4) as Any)
print(Planet(rawValue: 9) as Any)
print(Direction.north.rawValue)
print(Direction.east.rawValue)
print(Direction.east)
if let d = Direction(rawValue: "south") {
    print("found", d)
}
enum Suit: CaseIterable { case hearts, spades }
print(Suit.allCases.count)
print(Suit.allCases)

// expect: 3
// expect: Optional(main.Planet.mars)
// expect: nil
// expect: north
// expect: E
// expect: east
// expect: found south
// expect: 2
// expect: [main.Suit.hearts, main.Suit.spades]
