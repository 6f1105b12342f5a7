// WWDC Protocol-Oriented Programming style (synthesized conformances): Equatable, Hashable and Comparable synthesized for structs and enums, used by generic algorithms
enum Suit: Comparable, CaseIterable {
    case clubs, diamonds, hearts, spades
}

enum Rank: Int, Comparable {
    case two = 2, three, four, jack = 11, queen, king, ace
    static func < (lhs: Rank, rhs: Rank) -> Bool { lhs.rawValue < rhs.rawValue }
}

struct Card: Hashable, Comparable {
    let rank: Rank
    let suit: Suit
    static func < (a: Card, b: Card) -> Bool {
        (a.rank, a.suit) < (b.rank, b.suit) ? true : false
    }
}

extension Rank: Hashable {}

enum Move: Hashable {
    case play(Card)
    case pass
    case draw(count: Int)
}

func highest<T: Comparable>(_ items: [T]) -> T? { items.max() }
func dedupe<T: Hashable>(_ items: [T]) -> [T] {
    var seen = Set<T>()
    return items.filter { seen.insert($0).inserted }
}

let hand = [Card(rank: .queen, suit: .hearts), Card(rank: .two, suit: .spades),
            Card(rank: .queen, suit: .clubs), Card(rank: .two, suit: .spades)]
print(hand.sorted().map { "\($0.rank)-\($0.suit)" })
print(highest(hand).map { "\($0.rank) of \($0.suit)" } ?? "none")
print(dedupe(hand).count, Set(hand).count)
print(Suit.allCases.sorted(by: >))
print(Suit.hearts > .diamonds, Rank.ace > .king, Rank.jack.rawValue)

let moves: [Move] = [.pass, .draw(count: 2), .play(hand[0]), .draw(count: 2), .pass]
print(dedupe(moves).count, moves[1] == moves[3], moves[0] == .draw(count: 0))

// expect: ["two-spades", "two-spades", "queen-clubs", "queen-hearts"]
// expect: queen of hearts
// expect: 3 3
// expect: [main.Suit.spades, main.Suit.hearts, main.Suit.diamonds, main.Suit.clubs]
// expect: true true 11
// expect: 3 true false
