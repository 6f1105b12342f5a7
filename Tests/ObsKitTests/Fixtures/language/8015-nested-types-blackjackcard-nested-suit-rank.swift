// Swift book style (Nested Types): BlackjackCard with nested Suit and Rank enums and a Values struct
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
            case .ace: return Values(first: 1, second: 11)
            case .jack, .queen, .king: return Values(first: 10, second: nil)
            default: return Values(first: self.rawValue, second: nil)
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
}
let theAceOfSpades = BlackjackCard(rank: .ace, suit: .spades)
print("theAceOfSpades: \(theAceOfSpades.description)")
let q = BlackjackCard(rank: .queen, suit: .hearts)
print(q.description)
let heartsSymbol = BlackjackCard.Suit.hearts.rawValue
print(heartsSymbol)
let seven = BlackjackCard(rank: .seven, suit: .clubs)
print(seven.description, seven.rank.rawValue)
let v: BlackjackCard.Rank.Values = BlackjackCard.Rank.king.values
print(v.first, v.second as Any)
struct Outer {
    struct Inner {
        var n: Int
        func doubled() -> Inner { Inner(n: n * 2) }
    }
    var items: [Inner]
    var total: Int { items.map(\.n).reduce(0, +) }
}
let o = Outer(items: [.init(n: 1), Outer.Inner(n: 4).doubled()])
print(o.total, o.items.count)
print(BlackjackCard.Rank.ten.rawValue + BlackjackCard.Rank.ace.rawValue)
// expect: theAceOfSpades: suit is ♠, value is 1 or 11
// expect: suit is ♡, value is 10
// expect: ♡
// expect: suit is ♣, value is 7 7
// expect: 10 nil
// expect: 9 2
// expect: 24
