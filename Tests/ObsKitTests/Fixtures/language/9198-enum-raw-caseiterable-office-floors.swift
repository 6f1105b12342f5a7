// Enums: raw values (Int with gaps, String, UInt8, Character), failable init(rawValue:), CaseIterable, a custom Comparable, ranges of cases in switch
// expected output: swiftc 6.3.1 (Linux), run on this machine

enum Floor: Int, CaseIterable, Comparable {
    case lobby = 1, mezzanine, second, third, penthouse = 10, roof

    static func < (a: Floor, b: Floor) -> Bool { a.rawValue < b.rawValue }

    var isLow: Bool { self <= .third }
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

print(Floor.allCases.map(\.rawValue))
print(Floor(rawValue: 3) as Any, Floor(rawValue: 5) as Any)
print(Floor.allCases.filter(\.isLow).map { "\($0)" })
print(Floor.roof > .second, Floor.allCases.max()!)
print(Floor.allCases.count)
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
switch Floor.penthouse {
case .lobby ... .third: print("take the stairs")
default: print("take the lift")
}
print(MemoryLayout<Direction>.size, MemoryLayout<Floor>.size)
// expect: [1, 2, 3, 4, 10, 11]
// expect: Optional(main.Floor.second) nil
// expect: ["lobby", "mezzanine", "second", "third"]
// expect: true roof
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
// expect: take the lift
// expect: 1 1
