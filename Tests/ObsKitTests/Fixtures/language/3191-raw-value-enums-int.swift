// Compiler test style: raw value enums: Int auto-increment, String implicit raw values, init?(rawValue:)
enum Planet: Int {
  case mercury = 1, venus, earth, mars
  case jupiter = 10, saturn
}

enum Direction: String {
  case north, south
  case east = "E"
  case west = "W"
}

enum Bits: UInt8 {
  case a = 0b0001
  case b = 0b0010
  case c = 0b0100
}

print(Planet.mercury.rawValue, Planet.venus.rawValue, Planet.mars.rawValue)
print(Planet.jupiter.rawValue, Planet.saturn.rawValue)
print(Planet(rawValue: 3) as Any)
print(Planet(rawValue: 5) as Any)
print(Planet(rawValue: 11) == .saturn)
print(Direction.north.rawValue, Direction.south.rawValue, Direction.east.rawValue)
print(Direction(rawValue: "W") as Any)
print(Direction(rawValue: "west") == nil)
let raws = [1, 2, 4, 8].map { Bits(rawValue: $0) }
for r in raws {
  if let r = r { print("bit", r, r.rawValue) } else { print("no bit") }
}
enum Temp: Double {
  case freezing = 0.0
  case boiling = 100.0
  case body = 37.5
}
print(Temp.body.rawValue, Temp(rawValue: 100) as Any)
enum Letter: Character {
  case a = "a", b = "b"
}
print(Letter(rawValue: "b") as Any, Letter.a.rawValue)
// expect: 1 2 4
// expect: 10 11
// expect: Optional(main.Planet.earth)
// expect: nil
// expect: true
// expect: north south E
// expect: Optional(main.Direction.west)
// expect: true
// expect: bit a 1
// expect: bit b 2
// expect: bit c 4
// expect: no bit
// expect: 37.5 Optional(main.Temp.boiling)
// expect: Optional(main.Letter.b) a
