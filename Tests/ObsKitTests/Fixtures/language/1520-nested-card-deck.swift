// Nested types: enums nested in a struct, a struct nested in an enum, raw values and a computed description using both.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct PlayingCard {
    enum Suit: Character, CaseIterable {
        case clubs = "C", diamonds = "D", hearts = "H", spades = "S"
    }
    enum Rank: Int {
        case two = 2, three, four, five, six, seven, eight, nine, ten
        case jack, queen, king, ace

        struct Points {
            let low: Int
            let high: Int?
        }

        var points: Points {
            switch self {
            case .ace: return Points(low: 1, high: 11)
            case .jack, .queen, .king: return Points(low: 10, high: nil)
            default: return Points(low: rawValue, high: nil)
            }
        }
    }

    let rank: Rank
    let suit: Suit

    var summary: String {
        var text = "\(rank) of \(suit) (\(suit.rawValue)) scores \(rank.points.low)"
        if let high = rank.points.high {
            text += " or \(high)"
        }
        return text
    }
}

let hand = [
    PlayingCard(rank: .ace, suit: .spades),
    PlayingCard(rank: .queen, suit: .hearts),
    PlayingCard(rank: .seven, suit: .clubs),
]
for card in hand {
    print(card.summary)
}
let symbol = PlayingCard.Suit.diamonds.rawValue
print("diamonds symbol:", symbol)
print(PlayingCard.Suit.allCases.map { String($0.rawValue) }.joined())
let pts: PlayingCard.Rank.Points = PlayingCard.Rank.king.points
print(pts.low, pts.high as Any)
print(PlayingCard.Rank(rawValue: 11) == .jack, PlayingCard.Rank(rawValue: 1) == nil)

// expect: ace of spades (S) scores 1 or 11
// expect: queen of hearts (H) scores 10
// expect: seven of clubs (C) scores 7
// expect: diamonds symbol: D
// expect: CDHS
// expect: 10 nil
// expect: true true
