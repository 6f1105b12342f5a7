// Book style (Nested Types): card deck with nested enums and structs
struct PlayingCard {
    enum Suit: Character, CaseIterable {
        case spades = "♠", hearts = "♡", diamonds = "♢", clubs = "♣"
        var isRed: Bool { self == .hearts || self == .diamonds }
    }

    enum Rank: Int, CaseIterable {
        case two = 2, three, four, five, six, seven, eight, nine, ten
        case jack, queen, king, ace

        struct Values {
            let first: Int, second: Int?
        }

        var values: Values {
            switch self {
            case .ace: return Values(first: 1, second: 11)
            case .jack, .queen, .king: return Values(first: 10, second: nil)
            default: return Values(first: rawValue, second: nil)
            }
        }
    }

    let rank: Rank, suit: Suit

    var description: String {
        var output = "suit is \(suit.rawValue),"
        output += " value is \(rank.values.first)"
        if let second = rank.values.second {
            output += " or \(second)"
        }
        return output
    }
}

let ace = PlayingCard(rank: .ace, suit: .spades)
print(ace.description)
let queen = PlayingCard(rank: .queen, suit: .hearts)
print(queen.description, queen.suit.isRed)
print(PlayingCard.Rank.five.values)
print(PlayingCard.Rank.ace.values)
print(ace)
let heartSymbol = PlayingCard.Suit.hearts.rawValue
print(heartSymbol)
print(PlayingCard.Suit.allCases.map { $0.rawValue })
print(PlayingCard.Rank.allCases.count)

var deck: [PlayingCard] = []
for suit in PlayingCard.Suit.allCases {
    for rank in [PlayingCard.Rank.ten, .king, .ace] {
        deck.append(PlayingCard(rank: rank, suit: suit))
    }
}
print(deck.count)
let redAces = deck.filter { $0.suit.isRed && $0.rank == .ace }
print(redAces.map { $0.description })
let total = deck.reduce(0) { $0 + $1.rank.values.first }
print(total)

struct Hand {
    struct Summary: Equatable {
        var low: Int
        var high: Int
    }
    var cards: [PlayingCard]
    var summary: Summary {
        var s = Summary(low: 0, high: 0)
        for c in cards {
            s.low += c.rank.values.first
            s.high += c.rank.values.second ?? c.rank.values.first
        }
        return s
    }
}
let hand = Hand(cards: [ace, queen, PlayingCard(rank: .three, suit: .clubs)])
print(hand.summary)
print(hand.summary == Hand.Summary(low: 14, high: 24))
let s: PlayingCard.Suit = .diamonds
print(s, PlayingCard.Rank.jack)

// expect: suit is ♠, value is 1 or 11
// expect: suit is ♡, value is 10 true
// expect: Values(first: 5, second: nil)
// expect: Values(first: 1, second: Optional(11))
// expect: PlayingCard(rank: main.PlayingCard.Rank.ace, suit: main.PlayingCard.Suit.spades)
// expect: ♡
// expect: ["♠", "♡", "♢", "♣"]
// expect: 13
// expect: 12
// expect: ["suit is ♡, value is 1 or 11", "suit is ♢, value is 1 or 11"]
// expect: 84
// expect: Summary(low: 14, high: 24)
// expect: true
// expect: diamonds jack
