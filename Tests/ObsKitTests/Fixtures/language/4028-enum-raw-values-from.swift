// Compiler test style: enum raw values from integer, float, string and character literals
enum Planet: Int { case mercury = 1, venus, earth, mars }
enum Level: Double { case low = 0.5, mid = 1, high = 2.5 }
enum Color: String { case red, green = "GREEN", blue }
enum Sep: Character { case comma = ",", space = " " }
enum Small: UInt8 { case a = 250, b, c }

print(Planet.earth.rawValue, Planet(rawValue: 4)!)
print(Level.mid.rawValue, type(of: Level.mid.rawValue))
print(Level(rawValue: 2.5)!, Level(rawValue: 3) as Any)
print(Color.red.rawValue, Color.green.rawValue, Color(rawValue: "blue")!)
print(Sep.comma.rawValue, type(of: Sep.space.rawValue))
print(Small.c.rawValue, type(of: Small.b.rawValue))

let total = [Level.low, .mid, .high].map(\.rawValue).reduce(0, +)
print(total)
let planets = (1...5).compactMap { Planet(rawValue: $0) }
print(planets)
func lookup<E: RawRepresentable>(_ t: E.Type, _ raw: E.RawValue) -> E? { E(rawValue: raw) }
print(lookup(Level.self, 0.5)!, lookup(Planet.self, 2)!)
print(lookup(Color.self, "GREEN") as Any)
// expect: 3 mars
// expect: 1.0 Double
// expect: high nil
// expect: red GREEN blue
// expect: , Character
// expect: 252 UInt8
// expect: 4.0
// expect: [main.Planet.mercury, main.Planet.venus, main.Planet.earth, main.Planet.mars]
// expect: low venus
// expect: Optional(main.Color.green)
