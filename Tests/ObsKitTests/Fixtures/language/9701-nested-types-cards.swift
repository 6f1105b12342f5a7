// Swift book, "Nested Types": struct with nested enums and a nested struct, referring to nested types from outside, Comparable conformance, sorting a hand
struct BlackjackCard: CustomStringConvertible, Comparable {
    enum Suit: Character, CaseIterable {
        case spades = "♠", hearts = "♡", diamonds = "♢", clubs = "♣"
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
        if let second = rank.values.second { output += " or \(second)" }
        return output
    }

    static func < (lhs: BlackjackCard, rhs: BlackjackCard) -> Bool {
        lhs.rank.rawValue < rhs.rank.rawValue
    }
}

let theAceOfSpades = BlackjackCard(rank: .ace, suit: .spades)
print("theAceOfSpades: \(theAceOfSpades.description)")
let heartsSymbol = BlackjackCard.Suit.hearts.rawValue
print(heartsSymbol, BlackjackCard.Rank.allCases.count * BlackjackCard.Suit.allCases.count)

func handValue(_ hand: [BlackjackCard]) -> Int {
    var total = hand.reduce(0) { $0 + $1.rank.values.first }
    let aces = hand.filter { $0.rank == .ace }.count
    for _ in 0..<aces where total + 10 <= 21 { total += 10 }
    return total
}

let hand = [
    BlackjackCard(rank: .king, suit: .clubs),
    BlackjackCard(rank: .ace, suit: .hearts),
    BlackjackCard(rank: .five, suit: .diamonds),
    BlackjackCard(rank: .ace, suit: .spades)
]
for card in hand.sorted() { print("  \(card.rank) \(card.suit.rawValue)") }
print("hand value:", handValue(hand))
print("blackjack:", handValue([theAceOfSpades, BlackjackCard(rank: .queen, suit: .hearts)]))
print(hand.max()!.rank, hand.min()!.rank)

struct Deck {
    struct Shuffle { static let interleave = 3 }
    var cards: [BlackjackCard] = BlackjackCard.Suit.allCases.flatMap { suit in
        BlackjackCard.Rank.allCases.map { BlackjackCard(rank: $0, suit: suit) }
    }
    mutating func deal(_ n: Int) -> [BlackjackCard] {
        let dealt = Array(cards.prefix(n))
        cards.removeFirst(n)
        return dealt
    }
}
var deck = Deck()
let dealt = deck.deal(Deck.Shuffle.interleave)
print(dealt.map { "\($0.rank.rawValue)\($0.suit.rawValue)" }, deck.cards.count)

// expect: theAceOfSpades: suit is ♠, value is 1 or 11
// expect: ♡ 52
// expect:   five ♢
// expect:   king ♣
// expect:   ace ♡
// expect:   ace ♠
// expect: hand value: 17
// expect: blackjack: 21
// expect: ace five
// expect: ["2♠", "3♠", "4♠"] 49
