// Swift book style: Protocols: Equatable, Hashable and Comparable conformances with custom operators in a deck
struct Card: Hashable, Comparable, CustomStringConvertible {
    enum Suit: String, CaseIterable {
        case clubs = "C", diamonds = "D", hearts = "H", spades = "S"
    }
    let rank: Int
    let suit: Suit

    static func < (lhs: Card, rhs: Card) -> Bool {
        if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
        return lhs.suit.rawValue < rhs.suit.rawValue
    }

    var description: String {
        let names = [11: "J", 12: "Q", 13: "K", 14: "A"]
        return (names[rank] ?? String(rank)) + suit.rawValue
    }
}

let hand = [
    Card(rank: 14, suit: .spades),
    Card(rank: 10, suit: .hearts),
    Card(rank: 2, suit: .clubs),
    Card(rank: 10, suit: .diamonds),
    Card(rank: 12, suit: .hearts)
]
print("sorted: \(hand.sorted())")
print("max: \(hand.max()!)")
print("min: \(hand.min()!)")

let unique = Set(hand + [Card(rank: 2, suit: .clubs)])
print("unique count: \(unique.count)")
print("contains QH: \(unique.contains(Card(rank: 12, suit: .hearts)))")
print("sorted unique: \(unique.sorted().map { $0.description }.joined(separator: " "))")

var countsBySuit: [Card.Suit: Int] = [:]
for c in hand { countsBySuit[c.suit, default: 0] += 1 }
for suit in Card.Suit.allCases {
    print("\(suit): \(countsBySuit[suit] ?? 0)")
}

print("equal: \(Card(rank: 5, suit: .clubs) == Card(rank: 5, suit: .clubs))")
print("greater: \(Card(rank: 5, suit: .spades) > Card(rank: 5, suit: .clubs))")
print("between: \(Card(rank: 3, suit: .clubs) ... Card(rank: 9, suit: .clubs) ~= Card(rank: 7, suit: .hearts))")

infix operator <~>: ComparisonPrecedence
extension Card {
    static func <~> (lhs: Card, rhs: Card) -> Bool {
        return lhs.suit == rhs.suit
    }
}
print("same suit: \(hand[1] <~> hand[4]), \(hand[0] <~> hand[1])")

struct Pair<T: Equatable>: Equatable {
    var a: T, b: T
    var isSymmetric: Bool { a == b }
}
print(Pair(a: 1, b: 1) == Pair(a: 1, b: 1), Pair(a: "x", b: "y").isSymmetric)
// expect: sorted: [2C, 10D, 10H, QH, AS]
// expect: max: AS
// expect: min: 2C
// expect: unique count: 5
// expect: contains QH: true
// expect: sorted unique: 2C 10D 10H QH AS
// expect: clubs: 1
// expect: diamonds: 1
// expect: hearts: 2
// expect: spades: 1
// expect: equal: true
// expect: greater: true
// expect: between: true
// expect: same suit: true, false
// expect: true false
