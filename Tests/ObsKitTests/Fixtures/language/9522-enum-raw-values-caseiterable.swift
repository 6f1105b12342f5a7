// Enums with raw values: implicit raw values, failable init(rawValue:), CaseIterable ordering, nested enums and static members (expected output from swiftc 6.3.1 on Linux)
enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth, mars
    case jupiter = 10, saturn
    var isInner: Bool { rawValue < 5 }
}
print(Planet.allCases.map(\.rawValue))
print(Planet(rawValue: 3) as Any, Planet(rawValue: 5) as Any, Planet(rawValue: 11)!)
print(Planet.allCases.filter(\.isInner).count, Planet.allCases.last!, Planet.allCases.count)

enum Direction: String, CaseIterable {
    case north, south = "S", east, west = "W"
    var opposite: Direction {
        switch self {
        case .north: .south
        case .south: .north
        case .east: .west
        case .west: .east
        }
    }
}
print(Direction.allCases.map(\.rawValue))
print(Direction(rawValue: "S")!.opposite, Direction(rawValue: "south") as Any, Direction.east.opposite.rawValue)

enum Grade: Character {
    case a = "A", b = "B", fail = "F"
    init(score: Int) {
        switch score {
        case 90...: self = .a
        case 75..<90: self = .b
        default: self = .fail
        }
    }
}
print([95, 80, 12].map { Grade(score: $0).rawValue }, Grade(rawValue: "B") == .b)

enum Scale: Double { case small = 0.5, normal = 1.0, large = 1.75 }
print(Scale.large.rawValue * 4, Scale(rawValue: 1) as Any)

enum Suit: String, CaseIterable, Comparable {
    case clubs = "♣", diamonds = "♦", hearts = "♥", spades = "♠"
    static func < (a: Suit, b: Suit) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}
print([Suit.spades, .clubs, .hearts].sorted().map(\.rawValue).joined(), Suit.hearts > .diamonds)

enum Level: CaseIterable {
    case low, mid, high
    static let `default` = Level.mid
    static var allCases: [Level] { [.high, .mid, .low] }
    var next: Level? {
        let all = Level.allCases
        let i = all.firstIndex(of: self)!
        return i + 1 < all.count ? all[i + 1] : nil
    }
}
print(Level.allCases, Level.default, Level.high.next as Any, Level.low.next as Any)

enum Outer {
    enum Inner: Int { case one = 1, two }
    case wrap(Inner)
}
let w = Outer.wrap(.two)
if case .wrap(let inner) = w { print(inner, inner.rawValue, Outer.Inner.one) }
print(String(describing: Planet.earth), "\(Direction.north)", String(reflecting: Direction.west))
let byRaw = Dictionary(uniqueKeysWithValues: Direction.allCases.map { ($0.rawValue, $0) })
print(byRaw.keys.sorted(), byRaw["W"]!)

// expect: [1, 2, 3, 4, 10, 11]
// expect: Optional(main.Planet.earth) nil saturn
// expect: 4 saturn 6
// expect: ["north", "S", "east", "W"]
// expect: north nil W
// expect: ["A", "B", "F"] true
// expect: 7.0 Optional(main.Scale.normal)
// expect: ♣♥♠ true
// expect: [main.Level.high, main.Level.mid, main.Level.low] mid Optional(main.Level.mid) nil
// expect: two 2 one
// expect: earth north main.Direction.west
// expect: ["S", "W", "east", "north"] west
