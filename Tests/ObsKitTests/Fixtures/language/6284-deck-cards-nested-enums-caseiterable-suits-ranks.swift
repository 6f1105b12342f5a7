// Develop in Swift style (card game): a deck of cards with nested enums, CaseIterable suits/ranks, deterministic dealing and hand scoring
enum Suit: String, CaseIterable {
    case spades = "♠", hearts = "♥", diamonds = "♦", clubs = "♣"
}

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
    var blackjackValue: Int {
        switch self {
        case .ace: return 11
        case .jack, .queen, .king: return 10
        default: return rawValue
        }
    }
}

struct Card: CustomStringConvertible {
    let rank: Rank
    let suit: Suit
    var description: String { rank.symbol + suit.rawValue }
}

struct Deck {
    private(set) var cards: [Card]
    init() {
        cards = Suit.allCases.flatMap { suit in Rank.allCases.map { Card(rank: $0, suit: suit) } }
    }
    mutating func cut(at index: Int) {
        cards = Array(cards[index...] + cards[..<index])
    }
    mutating func deal() -> Card? {
        cards.isEmpty ? nil : cards.removeFirst()
    }
}

func score(_ hand: [Card]) -> Int {
    var total = hand.reduce(0) { $0 + $1.rank.blackjackValue }
    var aces = hand.filter { $0.rank == .ace }.count
    while total > 21 && aces > 0 {
        total -= 10
        aces -= 1
    }
    return total
}

var deck = Deck()
print("Deck has \(deck.cards.count) cards, first \(deck.cards.first!), last \(deck.cards.last!)")
deck.cut(at: 11)
var player: [Card] = []
var dealer: [Card] = []
for _ in 0..<2 {
    player.append(deck.deal()!)
    dealer.append(deck.deal()!)
}
print("Player: \(player) = \(score(player))")
print("Dealer: \(dealer) = \(score(dealer))")
while score(dealer) < 17, let card = deck.deal() {
    dealer.append(card)
    print("Dealer draws \(card) -> \(score(dealer))")
}
let p = score(player), d = score(dealer)
print(d > 21 || p > d ? "Player wins" : (p == d ? "Push" : "Dealer wins"))
print("Cards left: \(deck.cards.count)")
print(score([Card(rank: .ace, suit: .clubs), Card(rank: .ace, suit: .hearts), Card(rank: .nine, suit: .spades)]))

// expect: Deck has 52 cards, first 2♠, last A♣
// expect: Player: [K♠, 2♥] = 12
// expect: Dealer: [A♠, 3♥] = 14
// expect: Dealer draws 4♥ -> 18
// expect: Dealer wins
// expect: Cards left: 47
// expect: 21
