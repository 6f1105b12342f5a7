// Swift book style: a card deck built from CaseIterable, Comparable enums
enum Suit: String, CaseIterable, Comparable {
    case clubs = "♣", diamonds = "♦", hearts = "♥", spades = "♠"
    static func < (a: Suit, b: Suit) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

enum Rank: Int, CaseIterable, Comparable {
    case two = 2, three, four, five, six, seven, eight, nine, ten, jack, queen, king, ace

    static func < (a: Rank, b: Rank) -> Bool { a.rawValue < b.rawValue }

    var symbol: String {
        switch self {
        case .jack: return "J"
        case .queen: return "Q"
        case .king: return "K"
        case .ace: return "A"
        default: return String(rawValue)
        }
    }
}

struct Card: Hashable, Comparable, CustomStringConvertible {
    let rank: Rank
    let suit: Suit
    static func < (a: Card, b: Card) -> Bool { (a.rank, a.suit) < (b.rank, b.suit) }
    var description: String { rank.symbol + suit.rawValue }
}

let deck = Suit.allCases.flatMap { s in Rank.allCases.map { Card(rank: $0, suit: s) } }
print("deck size \(deck.count)")
print(deck.prefix(3).map(\.description).joined(separator: " "), "...", deck.last!)

// deterministic "shuffle": step through with a stride coprime to 52
var shuffled: [Card] = []
var idx = 0
for _ in 0..<deck.count {
    shuffled.append(deck[idx])
    idx = (idx + 17) % deck.count
}
let hand = Array(shuffled.prefix(5))
print("hand:", hand.map(\.description).joined(separator: " "))
print("sorted:", hand.sorted().map(\.description).joined(separator: " "))
print("high card:", hand.max()!)

enum HandRank: Int, Comparable, CustomStringConvertible {
    case highCard, pair, twoPair, threeOfAKind, straight, flush, fullHouse, fourOfAKind
    static func < (a: HandRank, b: HandRank) -> Bool { a.rawValue < b.rawValue }
    var description: String {
        switch self {
        case .highCard: return "high card"
        case .pair: return "pair"
        case .twoPair: return "two pair"
        case .threeOfAKind: return "three of a kind"
        case .straight: return "straight"
        case .flush: return "flush"
        case .fullHouse: return "full house"
        case .fourOfAKind: return "four of a kind"
        }
    }
}

func evaluate(_ cards: [Card]) -> HandRank {
    var counts: [Rank: Int] = [:]
    for c in cards { counts[c.rank, default: 0] += 1 }
    let groups = counts.values.sorted(by: >)
    let isFlush = Set(cards.map(\.suit)).count == 1
    let ranks = cards.map(\.rank.rawValue).sorted()
    let isStraight = groups.count == 5 && ranks.last! - ranks.first! == 4
    switch (groups, isFlush, isStraight) {
    case ([4, 1], _, _): return .fourOfAKind
    case ([3, 2], _, _): return .fullHouse
    case (_, true, _): return .flush
    case (_, _, true): return .straight
    case ([3, 1, 1], _, _): return .threeOfAKind
    case ([2, 2, 1], _, _): return .twoPair
    case ([2, 1, 1, 1], _, _): return .pair
    default: return .highCard
    }
}

func cards(_ spec: [(Rank, Suit)]) -> [Card] { spec.map { Card(rank: $0.0, suit: $0.1) } }
let hands: [[Card]] = [
    hand,
    cards([(.ace, .spades), (.ace, .hearts), (.ace, .clubs), (.king, .spades), (.king, .hearts)]),
    cards([(.two, .hearts), (.nine, .hearts), (.five, .hearts), (.jack, .hearts), (.four, .hearts)]),
    cards([(.six, .clubs), (.seven, .hearts), (.eight, .spades), (.nine, .clubs), (.ten, .diamonds)]),
    cards([(.three, .clubs), (.three, .hearts), (.queen, .spades), (.queen, .clubs), (.ace, .diamonds)]),
]
let ranked = hands.map(evaluate)
for (h, r) in zip(hands, ranked) {
    print(h.map(\.description).joined(separator: " "), "=>", r)
}
print("best:", ranked.max()!)
print(Set(deck).count == 52, Suit.hearts > .diamonds, Rank.ten < .jack)
// expect: deck size 52
// expect: 2♣ 3♣ 4♣ ... A♠
// expect: hand: 2♣ 6♦ 10♥ A♠ 5♦
// expect: sorted: 2♣ 5♦ 6♦ 10♥ A♠
// expect: high card: A♠
// expect: 2♣ 6♦ 10♥ A♠ 5♦ => high card
// expect: A♠ A♥ A♣ K♠ K♥ => full house
// expect: 2♥ 9♥ 5♥ J♥ 4♥ => flush
// expect: 6♣ 7♥ 8♠ 9♣ 10♦ => straight
// expect: 3♣ 3♥ Q♠ Q♣ A♦ => two pair
// expect: best: full house
// expect: true true true
