// Nested types: an enum and a struct declared inside a struct, referenced by qualified name.
struct Card {
    enum Suit: String {
        case hearts = "H", spades = "S"
    }
    enum Rank: Int {
        case two = 2, three, jack = 11, queen, king, ace
        struct Values {
            let first: Int
            let second: Int?
        }
        var values: Values {
            switch self {
            case .ace: return Values(first: 1, second: 11)
            case .jack, .queen, .king: return Values(first: 10, second: nil)
            default: return Values(first: rawValue, second: nil)
            }
        }
    }
    let rank: Rank
    let suit: Suit
    var short: String { "\(rank.rawValue)\(suit.rawValue)" }
}
let ace = Card(rank: .ace, suit: .spades)
print(ace.short, ace.rank.values.first, ace.rank.values.second ?? 0)
let q = Card(rank: .queen, suit: Card.Suit.hearts)
print(q.short, q.rank.values.first)
let v: Card.Rank.Values = Card.Rank.three.values
print(v.first, v.second as Any)

// expect: 14S 1 11
// expect: 12H 10
// expect: 3 nil
