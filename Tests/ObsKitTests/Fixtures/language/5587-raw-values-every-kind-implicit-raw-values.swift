// Compiler test style (enums): raw values of every kind, implicit raw values, CaseIterable and failable init(rawValue:)
enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth, mars
    case jupiter = 10, saturn
}
enum Compass: String, CaseIterable {
    case north, south
    case east = "E"
    case west = "W"
}
enum Ratio: Double {
    case half = 0.5
    case quarter = 0.25
    case whole = 1
}
enum Glyph: Character {
    case dash = "-"
    case star = "*"
}

print(Planet.allCases.map { $0.rawValue })
print(Planet.allCases.count, Planet.allCases.first!, Planet.allCases.last!)
print(Planet(rawValue: 3) as Any, Planet(rawValue: 5) as Any, Planet(rawValue: 11)!)
print(Compass.allCases.map { $0.rawValue })
print(Compass(rawValue: "north") as Any, Compass(rawValue: "East") as Any, Compass(rawValue: "W")!)
print(Ratio.half.rawValue, Ratio.whole.rawValue, Ratio(rawValue: 0.25)!)
print(Glyph.star.rawValue, Glyph(rawValue: "-")!, Glyph(rawValue: "+") as Any)
print(String(repeating: String(Glyph.dash.rawValue), count: 5))

enum Level: Int, Comparable, CaseIterable {
    case low, mid, high
    static func < (a: Level, b: Level) -> Bool { return a.rawValue < b.rawValue }
    var next: Level? { return Level(rawValue: rawValue + 1) }
}
print(Level.allCases.sorted(by: >))
print(Level.low < Level.high, Level.allCases.max()!, Level.mid.next as Any, Level.high.next as Any)

enum Suit: CaseIterable { case clubs, diamonds, hearts, spades }
enum Rank: Int, CaseIterable { case ace = 1, two, three }
struct Card: CustomStringConvertible {
    let rank: Rank, suit: Suit
    var description: String { return "\(rank.rawValue)-\(suit)" }
}
let deck = Suit.allCases.flatMap { s in Rank.allCases.map { Card(rank: $0, suit: s) } }
print(deck.count, deck.prefix(4), deck.last!)
print(Suit.allCases.firstIndex(of: .hearts)!, type(of: Suit.allCases))

enum Weekday: String, CaseIterable {
    case mon = "Monday", tue = "Tuesday", wed
    static var byInitial: [String] { return allCases.map { String($0.rawValue.prefix(1)) } }
}
print(Weekday.byInitial, Weekday.wed.rawValue, Weekday.tue)

// expect: [1, 2, 3, 4, 10, 11]
// expect: 6 mercury saturn
// expect: Optional(main.Planet.earth) nil saturn
// expect: ["north", "south", "E", "W"]
// expect: Optional(main.Compass.north) nil west
// expect: 0.5 1.0 quarter
// expect: * dash nil
// expect: -----
// expect: [main.Level.high, main.Level.mid, main.Level.low]
// expect: true high Optional(main.Level.high) nil
// expect: 12 [1-clubs, 2-clubs, 3-clubs, 1-diamonds] 3-spades
// expect: 2 Array<Suit>
// expect: ["M", "T", "w"] wed tue
