// enum-raw-caseiterable
// expected output: swiftc 6.3.1 (Linux), run on this machine

enum Planet: Int, CaseIterable, Comparable {
    case mercury = 1, venus, earth, mars, jupiter = 10, saturn

    static func < (a: Planet, b: Planet) -> Bool { a.rawValue < b.rawValue }

    var isInner: Bool { self <= .mars }
}

enum Suit: String, CaseIterable {
    case hearts = "♥", diamonds = "♦", clubs = "♣", spades = "♠"
    var color: String {
        switch self {
        case .hearts, .diamonds: return "red"
        case .clubs, .spades: return "black"
        }
    }
}

enum Direction: String, CaseIterable {
    case north, east, south, west
    var turnedRight: Direction {
        let all = Direction.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}

enum Level: UInt8 {
    case low = 0b0001, mid = 0b0010, high = 0b0100
}

enum Grade: Character {
    case a = "A", b = "B", f = "F"
}

print(Planet.allCases.map(\.rawValue))
print(Planet(rawValue: 3) as Any, Planet(rawValue: 5) as Any)
print(Planet.allCases.filter(\.isInner).map { "\($0)" })
print(Planet.saturn > .earth, Planet.allCases.max()!)
print(Planet.allCases.count)
for s in Suit.allCases { print(s, s.rawValue, s.color) }
print(Suit(rawValue: "♣") ?? .hearts)
print(Suit(rawValue: "x") == nil)
var d = Direction.north
var path: [String] = []
for _ in 0..<5 { path.append(d.rawValue); d = d.turnedRight }
print(path.joined(separator: " > "))
print(Direction(rawValue: "west")!.turnedRight)
print(Level.high.rawValue | Level.low.rawValue)
print([Level.low, .mid, .high].map { String($0.rawValue, radix: 2) })
print(Grade(rawValue: "B") as Any, Grade.f.rawValue)
print(String(describing: Direction.east), "\(Suit.spades)")
let counts = Dictionary(grouping: Suit.allCases, by: \.color).mapValues(\.count)
print(counts.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
switch Planet.jupiter {
case .mercury ... .mars: print("rocky")
default: print("giant")
}
print(MemoryLayout<Direction>.size, MemoryLayout<Planet>.size)

// expect: [1, 2, 3, 4, 10, 11]
// expect: Optional(main.Planet.earth) nil
// expect: ["mercury", "venus", "earth", "mars"]
// expect: true saturn
// expect: 6
// expect: hearts ♥ red
// expect: diamonds ♦ red
// expect: clubs ♣ black
// expect: spades ♠ black
// expect: clubs
// expect: true
// expect: north > east > south > west > north
// expect: north
// expect: 5
// expect: ["1", "10", "100"]
// expect: Optional(main.Grade.b) F
// expect: east spades
// expect: ["black:2", "red:2"]
// expect: giant
// expect: 1 1
