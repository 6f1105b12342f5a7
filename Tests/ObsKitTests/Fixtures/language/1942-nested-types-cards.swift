// Swift book style (Nested Types): enums nested in a struct with a nested struct for values
struct PlayingCard {
    enum Suit: Character, CaseIterable {
        case spades = "♠", hearts = "♡", diamonds = "♢", clubs = "♣"
    }
    enum Rank: Int, CaseIterable {
        case two = 2, three, four, five, six, seven, eight, nine, ten
        case jack, queen, king, ace
        struct Points {
            let first: Int, second: Int?
        }
        var points: Points {
            switch self {
            case .ace: return Points(first: 1, second: 11)
            case .jack, .queen, .king: return Points(first: 10, second: nil)
            default: return Points(first: rawValue, second: nil)
            }
        }
    }
    let rank: Rank, suit: Suit
    var description: String {
        var out = "suit is \(suit.rawValue), value is \(rank.points.first)"
        if let second = rank.points.second { out += " or \(second)" }
        return out
    }
}
let aceOfSpades = PlayingCard(rank: .ace, suit: .spades)
print(aceOfSpades.description)
print(PlayingCard(rank: .queen, suit: .hearts).description)
print(PlayingCard(rank: .seven, suit: .clubs).description)
let heartSymbol = PlayingCard.Suit.hearts.rawValue
print(heartSymbol)
let deckSize = PlayingCard.Suit.allCases.count * PlayingCard.Rank.allCases.count
print("deck has \(deckSize) cards")
let total = PlayingCard.Rank.allCases.reduce(0) { $0 + $1.points.first }
print("one suit is worth \(total) at minimum")
struct Outer {
    struct Inner { static let tag = "inner" }
    enum Mode { case on, off }
}
print(Outer.Inner.tag, Outer.Mode.off)

// expect: suit is ♠, value is 1 or 11
// expect: suit is ♡, value is 10
// expect: suit is ♣, value is 7
// expect: ♡
// expect: deck has 52 cards
// expect: one suit is worth 85 at minimum
// expect: inner off
