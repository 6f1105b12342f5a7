// Swift book style (Nested Types): a blackjack card with nested Suit and Rank enums and a nested Values struct
struct BlackjackCard {
    enum Suit: Character {
        case spades = "♠", hearts = "♡", diamonds = "♢", clubs = "♣"
    }
    enum Rank: Int {
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
let hand = [BlackjackCard(rank: .king, suit: .clubs), BlackjackCard(rank: .five, suit: .diamonds), theAceOfSpades]
for card in hand { print(card.description) }
let low = hand.map { $0.rank.values.first }.reduce(0, +)
let high = hand.map { $0.rank.values.second ?? $0.rank.values.first }.reduce(0, +)
print("low \(low) high \(high)")
let v: BlackjackCard.Rank.Values = BlackjackCard.Rank.nine.values
print(v.first, v.second as Any)
print(BlackjackCard.Rank(rawValue: 12).map { "\($0)" } ?? "none", BlackjackCard.Rank(rawValue: 20) == nil)
// expect: theAceOfSpades: suit is ♠, value is 1 or 11
// expect: ♡
// expect: suit is ♣, value is 10
// expect: suit is ♢, value is 5
// expect: suit is ♠, value is 1 or 11
// expect: low 16 high 26
// expect: 9 nil
// expect: queen true
