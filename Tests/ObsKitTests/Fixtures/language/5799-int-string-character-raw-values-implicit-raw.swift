// Compiler test style (enum raw values and CaseIterable): Int, String and Character raw values, implicit raw values, init?(rawValue:) and allCases
enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth, mars
    case jupiter = 10, saturn
}
enum Direction: String, CaseIterable {
    case north, south
    case east = "E", west = "W"
}
enum Mark: Character {
    case cross = "X", nought = "O", empty = "."
}
enum Level: Int8 { case low = -1, mid, high }
enum Ratio: Double { case half = 0.5, quarter = 0.25, whole = 1 }

print(Planet.allCases.map(\.rawValue))
print(Planet.allCases.count, Planet(rawValue: 3) as Any, Planet(rawValue: 5) as Any, Planet(rawValue: 11) as Any)
print(Direction.allCases.map(\.rawValue))
print(Direction(rawValue: "E") as Any, Direction(rawValue: "east") as Any, Direction(rawValue: "north") as Any)
print(Mark.cross.rawValue, Mark(rawValue: "O") as Any, Mark(rawValue: "?") as Any)
print(Level.low.rawValue, Level.mid.rawValue, Level.high.rawValue)
print(Ratio.half.rawValue + Ratio.quarter.rawValue, Ratio(rawValue: 1.0) as Any)

let board: [Mark] = "X.OO.X".compactMap { Mark(rawValue: $0) }
print(board.count, String(board.map(\.rawValue)))
print(board.filter { $0 == .empty }.count)

enum Suit: CaseIterable, Comparable { case clubs, diamonds, hearts, spades }
print(Suit.allCases, Suit.allCases.max()!, Suit.hearts < Suit.clubs)
print(Suit.allCases.firstIndex(of: .hearts)!)

enum Size: String, CaseIterable {
    case small, medium, large
    var next: Size {
        let all = Size.allCases
        let i = all.firstIndex(of: self)!
        return all[(i + 1) % all.count]
    }
}
print(Size.small.next, Size.large.next, Size.medium.next.rawValue)
print(Size.allCases.map { "\($0)" }.joined(separator: ","))

enum Custom: CaseIterable {
    case a, b, c
    static var allCases: [Custom] { [.c, .a] }
}
print(Custom.allCases)

func parse<E: RawRepresentable>(_ raws: [E.RawValue], as: E.Type) -> [E] { raws.compactMap(E.init(rawValue:)) }
print(parse([1, 2, 7, 10], as: Planet.self))
print(parse(["W", "up", "south"], as: Direction.self))
print(Planet.earth, String(describing: Direction.east), "\(Mark.nought)")

// expect: [1, 2, 3, 4, 10, 11]
// expect: 6 Optional(main.Planet.earth) nil Optional(main.Planet.saturn)
// expect: ["north", "south", "E", "W"]
// expect: Optional(main.Direction.east) nil Optional(main.Direction.north)
// expect: X Optional(main.Mark.nought) nil
// expect: -1 0 1
// expect: 0.75 Optional(main.Ratio.whole)
// expect: 6 X.OO.X
// expect: 2
// expect: [main.Suit.clubs, main.Suit.diamonds, main.Suit.hearts, main.Suit.spades] spades false
// expect: 2
// expect: medium small large
// expect: small,medium,large
// expect: [main.Custom.c, main.Custom.a]
// expect: [main.Planet.mercury, main.Planet.venus, main.Planet.jupiter]
// expect: [main.Direction.west, main.Direction.south]
// expect: earth east nought
