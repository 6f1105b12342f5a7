// Enumerations: CaseIterable: allCases count and order, iterating, cycling to the next case, counting with a dictionary.
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum Shift: CaseIterable {
    case early, late, night
}
let numberOfShifts = Shift.allCases.count
print("\(numberOfShifts) shifts to cover")
for shift in Shift.allCases { print(shift) }
enum Theme: String, CaseIterable {
    case system, light, dark
    var next: Theme {
        let all = Theme.allCases
        let index = all.firstIndex(of: self)!
        return all[(index + 1) % all.count]
    }
}
var theme = Theme.light
for _ in 0..<4 {
    theme = theme.next
    print("theme:", theme.rawValue)
}
print(Theme.allCases.map(\.rawValue).joined(separator: ", "))
enum Suit: String, CaseIterable { case spades = "♠", hearts = "♥", diamonds = "♦", clubs = "♣" }
enum Rank: Int, CaseIterable { case ace = 1, two, three, jack = 11, queen, king }
let deck = Suit.allCases.flatMap { suit in Rank.allCases.map { "\($0.rawValue)\(suit.rawValue)" } }
print(deck.count, deck.prefix(4), deck.last!)
let tally = Dictionary(grouping: deck, by: { $0.last! }).mapValues(\.count)
print(Suit.allCases.map { "\($0.rawValue)=\(tally[Character($0.rawValue)]!)" })
print(Rank.allCases.filter { $0.rawValue > 10 }, Rank.allCases.first!, type(of: Rank.allCases))
enum Size: CaseIterable { case s, m, l }
print(Size.allCases.reversed().map { "\($0)" }, Size.allCases.contains(.m))

// expect: 3 shifts to cover
// expect: early
// expect: late
// expect: night
// expect: theme: dark
// expect: theme: system
// expect: theme: light
// expect: theme: dark
// expect: system, light, dark
// expect: 24 ["1♠", "2♠", "3♠", "11♠"] 13♣
// expect: ["♠=6", "♥=6", "♦=6", "♣=6"]
// expect: [main.Rank.jack, main.Rank.queen, main.Rank.king] ace Array<Rank>
// expect: ["l", "m", "s"] true
