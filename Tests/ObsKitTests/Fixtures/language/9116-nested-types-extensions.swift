// nested-types-extensions
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Deck {
    struct Card: CustomStringConvertible {
        enum Suit: Character, CaseIterable {
            case spades = "♠", hearts = "♡", diamonds = "♢", clubs = "♣"
        }
        enum Rank: Int, CaseIterable {
            case two = 2, three, four, five, six, seven, eight, nine, ten
            case jack, queen, king, ace
            struct Values { let first: Int, second: Int? }
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
            var out = "\(suit.rawValue)\(rank) = \(rank.values.first)"
            if let s = rank.values.second { out += " or \(s)" }
            return out
        }
    }
    var cards: [Card]
}

extension Deck {
    init() {
        cards = Card.Suit.allCases.flatMap { s in Card.Rank.allCases.map { Card(rank: $0, suit: s) } }
    }
    subscript(suit: Card.Suit) -> [Card] { cards.filter { $0.suit == suit } }
    enum Order { case bySuit, byRank }
    func sorted(_ order: Order) -> [Card] {
        switch order {
        case .bySuit: return cards
        case .byRank: return cards.sorted { ($0.rank.rawValue, $0.suit.rawValue) < ($1.rank.rawValue, $1.suit.rawValue) }
        }
    }
}

extension Deck.Card.Rank {
    var isFace: Bool { [.jack, .queen, .king].contains(self) }
}

let deck = Deck()
print(deck.cards.count)
print(deck.cards[12])
print(deck[.hearts].filter { $0.rank.isFace }.map(\.description))
print(deck.sorted(.byRank).prefix(3).map { "\($0.suit.rawValue)\($0.rank.rawValue)" })
let heartsSymbol = Deck.Card.Suit.hearts.rawValue
print(heartsSymbol, Deck.Card.Rank(rawValue: 11)!, Deck.Card.Rank(rawValue: 1) as Any)
print(Deck.Card.Rank.allCases.filter(\.isFace).count)
// expect: 52
// expect: ♠ace = 1 or 11
// expect: ["♡jack = 10", "♡queen = 10", "♡king = 10"]
// expect: ["♠2", "♡2", "♢2"]
// expect: ♡ jack nil
// expect: 3
