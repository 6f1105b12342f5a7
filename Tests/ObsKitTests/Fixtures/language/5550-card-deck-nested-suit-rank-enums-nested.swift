// The Swift Programming Language style (Nested Types): a card deck with nested Suit and Rank enums, a nested Values struct, and referring to nested types from outside
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
        var out = "\(suit.rawValue)\(rank)"
        out += " is worth \(rank.values.first)"
        if let s = rank.values.second { out += " or \(s)" }
        return out
    }
}

let card = PlayingCard(rank: .ace, suit: .spades)
print(card.description)
print(PlayingCard(rank: .queen, suit: .hearts).description)
print(PlayingCard(rank: .seven, suit: .clubs).description)

let heartsSymbol = PlayingCard.Suit.hearts.rawValue
print(heartsSymbol, PlayingCard.Suit.hearts.isRed)
let redCount = PlayingCard.Suit.allCases.filter(\.isRed).count
print("red suits: \(redCount) of \(PlayingCard.Suit.allCases.count)")
let faceTotal = PlayingCard.Rank.allCases.map { $0.values.first }.reduce(0, +)
print("sum of first values: \(faceTotal)")

typealias V = PlayingCard.Rank.Values
let v: V = PlayingCard.Rank.king.values
print(v.first, v.second as Any)

struct Tournament {
    struct Round {
        enum Outcome { case win, loss, draw }
        var results: [Outcome]
        var points: Int { results.reduce(0) { $0 + ($1 == .win ? 3 : $1 == .draw ? 1 : 0) } }
    }
    var rounds: [Round]
}
let t = Tournament(rounds: [.init(results: [.win, .draw]), .init(results: [.loss, .win, .win])])
print(t.rounds.map(\.points))

// expect: ♠ace is worth 1 or 11
// expect: ♡queen is worth 10
// expect: ♣seven is worth 7
// expect: ♡ true
// expect: red suits: 2 of 4
// expect: sum of first values: 85
// expect: 10 nil
// expect: [4, 6]
