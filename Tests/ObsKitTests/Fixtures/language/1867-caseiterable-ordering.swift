// Compiler test style: CaseIterable — allCases follows declaration order, supports indexing, counting, and derived navigation helpers
enum Planet: Int, CaseIterable {
    case mercury = 1, venus, earth, mars, jupiter, saturn, uranus, neptune
}

print("count:", Planet.allCases.count)
print(Planet.allCases.map { "\($0)" }.joined(separator: " "))
print("first:", Planet.allCases.first!, "last:", Planet.allCases.last!)
print("raw values:", Planet.allCases.map(\.rawValue))

enum Weekday: String, CaseIterable {
    case monday = "Mon", tuesday = "Tue", wednesday = "Wed", thursday = "Thu"
    case friday = "Fri", saturday = "Sat", sunday = "Sun"

    var next: Weekday {
        let all = Weekday.allCases
        let i = all.firstIndex(of: self)!
        return all[(i + 1) % all.count]
    }

    var isWeekend: Bool { self == .saturday || self == .sunday }
}

var d = Weekday.friday
for _ in 0..<4 {
    print(d.rawValue, d.isWeekend ? "weekend" : "weekday")
    d = d.next
}
print("weekends:", Weekday.allCases.filter(\.isWeekend).map(\.rawValue))

// Declaration order is not alphabetical
enum Priority: CaseIterable { case high, low, critical, medium }
print(Priority.allCases)
print(Priority.allCases.sorted { "\($0)" < "\($1)" })

// Cases without raw values, iteration with enumerated
enum Suit: CaseIterable { case spades, hearts, diamonds, clubs }
for (i, s) in Suit.allCases.enumerated() {
    print(i, s)
}

// Building a deck from two CaseIterable enums
enum Rank: Int, CaseIterable { case two = 2, three, four, jack = 11, queen, king, ace }
let deck = Suit.allCases.flatMap { suit in Rank.allCases.map { (suit, $0) } }
print("deck size:", deck.count)
print("first three:", deck.prefix(3).map { "\($0.1.rawValue)-\($0.0)" })
print("ranks:", Rank.allCases.map(\.rawValue))

// Generic function over any CaseIterable type
func names<T: CaseIterable>(_ type: T.Type) -> String {
    return T.allCases.map { "\($0)" }.joined(separator: "|")
}
print(names(Suit.self))
print(names(Priority.self))

// expect: count: 8
// expect: mercury venus earth mars jupiter saturn uranus neptune
// expect: first: mercury last: neptune
// expect: raw values: [1, 2, 3, 4, 5, 6, 7, 8]
// expect: Fri weekday
// expect: Sat weekend
// expect: Sun weekend
// expect: Mon weekday
// expect: weekends: ["Sat", "Sun"]
// expect: [main.Priority.high, main.Priority.low, main.Priority.critical, main.Priority.medium]
// expect: [main.Priority.critical, main.Priority.high, main.Priority.low, main.Priority.medium]
// expect: 0 spades
// expect: 1 hearts
// expect: 2 diamonds
// expect: 3 clubs
// expect: deck size: 28
// expect: first three: ["2-spades", "3-spades", "4-spades"]
// expect: ranks: [2, 3, 4, 11, 12, 13, 14]
// expect: spades|hearts|diamonds|clubs
// expect: high|low|critical|medium
