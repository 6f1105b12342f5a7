// Swift book style: Nested Types: BlackjackCard with nested Suit and Rank enums and Values struct
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
print("hearts symbol: \(heartsSymbol)")

let hand = [
    BlackjackCard(rank: .king, suit: .clubs),
    BlackjackCard(rank: .five, suit: .diamonds),
    BlackjackCard(rank: .ace, suit: .hearts),
    BlackjackCard(rank: .ten, suit: .spades)
]
for card in hand {
    print(card.description)
}

var low = 0
var aces = 0
for card in hand {
    low += card.rank.values.first
    if card.rank == .ace { aces += 1 }
}
print("low total: \(low), aces: \(aces)")
let best = (aces > 0 && low + 10 <= 21) ? low + 10 : low
print("best total: \(best)")

let v = BlackjackCard.Rank.Values(first: 7, second: nil)
print("standalone values: \(v.first), \(v.second == nil)")
print("queen raw: \(BlackjackCard.Rank.queen.rawValue)")
if let r = BlackjackCard.Rank(rawValue: 9) {
    print("rank from raw 9: \(r) -> \(r.values.first)")
}
// expect: theAceOfSpades: suit is ♠, value is 1 or 11
// expect: hearts symbol: ♡
// expect: suit is ♣, value is 10
// expect: suit is ♢, value is 5
// expect: suit is ♡, value is 1 or 11
// expect: suit is ♠, value is 10
// expect: low total: 26, aces: 1
// expect: best total: 26
// expect: standalone values: 7, true
// expect: queen raw: 12
// expect: rank from raw 9: nine -> 9
