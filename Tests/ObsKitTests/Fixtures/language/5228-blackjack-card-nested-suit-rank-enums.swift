// Book style (Nested Types): a blackjack card with nested Suit and Rank enums and a nested Values struct
struct BlackjackCard {
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
            case .ace:
                return Values(first: 1, second: 11)
            case .jack, .queen, .king:
                return Values(first: 10, second: nil)
            default:
                return Values(first: self.rawValue, second: nil)
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
let theAceOfSpades = BlackjackCard(rank: .ace, suit: .spades)
print("theAceOfSpades: \(theAceOfSpades.description)")
let heartsSymbol = BlackjackCard.Suit.hearts.rawValue
print(heartsSymbol)
let queen = BlackjackCard(rank: .queen, suit: .diamonds)
print(queen.description)
print(BlackjackCard.Rank.allCases.count * BlackjackCard.Suit.allCases.count)

struct Hand {
    struct Score: CustomStringConvertible {
        var hard: Int
        var soft: Int?
        var description: String { soft.map { "\(hard)/\($0)" } ?? "\(hard)" }
    }
    var cards: [BlackjackCard] = []
    var score: Score {
        var total = 0
        var aces = 0
        for card in cards {
            total += card.rank.values.first
            if card.rank == .ace { aces += 1 }
        }
        if aces > 0 && total + 10 <= 21 { return Score(hard: total, soft: total + 10) }
        return Score(hard: total, soft: nil)
    }
}
var hand = Hand()
hand.cards.append(theAceOfSpades)
hand.cards.append(BlackjackCard(rank: .six, suit: .clubs))
print(hand.score)
hand.cards.append(queen)
print(hand.score)

let deck = BlackjackCard.Suit.allCases.flatMap { suit in
    BlackjackCard.Rank.allCases.filter { $0.rawValue >= 12 }.map { BlackjackCard(rank: $0, suit: suit) }
}
print(deck.map { "\($0.rank)\($0.suit.rawValue)" }.joined(separator: " "))
let faceValue: BlackjackCard.Rank.Values = BlackjackCard.Rank.king.values
print(faceValue.first, faceValue.second as Any)

// expect: theAceOfSpades: suit is ♠, value is 1 or 11
// expect: ♡
// expect: suit is ♢, value is 10
// expect: 52
// expect: 7/17
// expect: 17
// expect: queen♠ king♠ ace♠ queen♡ king♡ ace♡ queen♢ king♢ ace♢ queen♣ king♣ ace♣
// expect: 10 nil
