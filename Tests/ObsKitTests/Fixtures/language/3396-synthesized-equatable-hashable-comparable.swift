// Swift book style: synthesized Equatable, Hashable and Comparable for enums and structs; sorted, min/max, Set membership, dictionary keys
enum Suit: Comparable, CaseIterable {
    case clubs, diamonds, hearts, spades
}

enum Rank: Int, Comparable {
    case two = 2, three, four, jack = 11, queen, king, ace
    static func < (l: Rank, r: Rank) -> Bool { l.rawValue < r.rawValue }
}

struct Card: Hashable {
    let rank: Rank
    let suit: Suit
}

enum Size: Comparable {
    case small
    case medium
    case large(extra: Int)
}

print(Suit.clubs < Suit.spades, Suit.hearts > Suit.diamonds)
print(Suit.allCases.sorted(by: >))
print([Suit.hearts, .clubs, .spades, .diamonds].min()!, [Suit.hearts, .clubs].max()!)
print(Rank.jack < Rank.ace, Rank.two.rawValue, Rank.queen.rawValue)
print([Rank.king, .two, .ace, .four].sorted())

let c1 = Card(rank: .ace, suit: .spades)
let c2 = Card(rank: .ace, suit: .spades)
let c3 = Card(rank: .two, suit: .hearts)
print(c1 == c2, c1 == c3, c1 != c3)
let hand: Set<Card> = [c1, c2, c3]
print("hand size:", hand.count, hand.contains(Card(rank: .two, suit: .hearts)))

var counts: [Card: Int] = [:]
for c in [c1, c3, c2, c1] { counts[c, default: 0] += 1 }
print(counts[c1]!, counts[c3]!, counts[Card(rank: .king, suit: .clubs)] ?? 0)

let sizes: [Size] = [.large(extra: 2), .small, .large(extra: 1), .medium]
print(sizes.sorted())
print(Size.medium < .large(extra: 0), Size.large(extra: 5) < .large(extra: 3))
print(sizes.contains(.large(extra: 1)), sizes.firstIndex(of: .medium)!)

let deck = Suit.allCases.flatMap { s in [Rank.two, .ace].map { Card(rank: $0, suit: s) } }
print(deck.count, Set(deck).count)
let best = deck.max { ($0.rank, $0.suit) < ($1.rank, $1.suit) }!
print(best.rank, best.suit)
print(c1.hashValue == c2.hashValue)
// expect: true true
// expect: [main.Suit.spades, main.Suit.hearts, main.Suit.diamonds, main.Suit.clubs]
// expect: clubs hearts
// expect: true 2 12
// expect: [main.Rank.two, main.Rank.four, main.Rank.king, main.Rank.ace]
// expect: true false true
// expect: hand size: 2 true
// expect: 3 1 0
// expect: [main.Size.small, main.Size.medium, main.Size.large(extra: 1), main.Size.large(extra: 2)]
// expect: true false
// expect: true 3
// expect: 8 8
// expect: ace spades
// expect: true
