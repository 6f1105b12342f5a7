// Compiler test style: printing raw-value enums and enums with custom descriptions
enum Planet: Int {
  case mercury = 1, venus, earth
}

enum Direction: String {
  case north = "N"
  case south = "S"
}

enum Suit: Character {
  case hearts = "♥", spades = "♠"
}

enum Level: CustomStringConvertible {
  case low, high
  var description: String { self == .low ? "LOW" : "HIGH" }
}

print(Planet.earth)
print(Planet.earth.rawValue)
debugPrint(Planet.venus)
print(Direction.north, Direction.north.rawValue)
debugPrint(Direction.south)
print([Direction.north, .south])
print(Direction(rawValue: "S") as Any)
print(Direction(rawValue: "X") as Any)
print(Suit.hearts, Suit.spades.rawValue)
print(Level.low, [Level.high])
debugPrint(Level.high)
print("\(Planet.mercury) is #\(Planet.mercury.rawValue)")
print(String(describing: Planet.venus))
print(String(reflecting: Planet.venus))
print(["d": Direction.north])
let p: Planet? = Planet(rawValue: 3)
print(p as Any)
// expect: earth
// expect: 3
// expect: main.Planet.venus
// expect: north N
// expect: main.Direction.south
// expect: [main.Direction.north, main.Direction.south]
// expect: Optional(main.Direction.south)
// expect: nil
// expect: hearts ♠
// expect: LOW [HIGH]
// expect: HIGH
// expect: mercury is #1
// expect: venus
// expect: main.Planet.venus
// expect: ["d": main.Direction.north]
// expect: Optional(main.Planet.earth)
