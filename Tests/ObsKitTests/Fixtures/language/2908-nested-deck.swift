// Compiler test style: nested CaseIterable enums inside a struct used to build and query a deck
struct Deck {
    struct Card: CustomStringConvertible, Equatable {
        enum Suit: String, CaseIterable { case clubs = "C", diamonds = "D", hearts = "H", spades = "S" }
        enum Rank: Int, CaseIterable {
            case two = 2, three, four, five, six, seven, eight, nine, ten, jack, queen, king, ace
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
        let rank: Rank
        let suit: Suit
        var description: String { rank.symbol + suit.rawValue }
    }

    var cards: [Card] = Card.Suit.allCases.flatMap { suit in
        Card.Rank.allCases.map { Card(rank: $0, suit: suit) }
    }

    mutating func deal(_ n: Int) -> [Card] {
        let hand = Array(cards.suffix(n))
        cards.removeLast(n)
        return hand
    }
}

var deck = Deck()
print(deck.cards.count)
print(deck.cards.prefix(3), deck.cards.last!)
let hand = deck.deal(5)
print(hand)
print(deck.cards.count)
let faces = hand.filter { $0.rank.rawValue > Deck.Card.Rank.ten.rawValue }
print(faces.map(\.rank.symbol))
print(Deck.Card.Suit.allCases.map(\.rawValue).joined(separator: "|"))
print(deck.cards.contains(Deck.Card(rank: .ace, suit: .spades)))

// expect: 52
// expect: [2C, 3C, 4C] AS
// expect: [10S, JS, QS, KS, AS]
// expect: 47
// expect: ["J", "Q", "K", "A"]
// expect: C|D|H|S
// expect: false
