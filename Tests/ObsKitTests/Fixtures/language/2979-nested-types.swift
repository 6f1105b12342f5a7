// Compiler test style: nested enums and structs inside a struct, referring to nested types from outside
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
let hand = [BlackjackCard(rank: .king, suit: .clubs), BlackjackCard(rank: .seven, suit: .diamonds), BlackjackCard(rank: .ace, suit: .hearts)]
for card in hand { print(card.description) }
let total = hand.map { $0.rank.values.first }.reduce(0, +)
print("low total", total)
let v: BlackjackCard.Rank.Values = BlackjackCard.Rank.five.values
print(v.first, v.second as Any)

struct Outer {
    struct Inner { static let tag = "inner"; var n: Int }
    var inner = Inner(n: 1)
    enum Mode { case on, off }
}
var o = Outer()
o.inner.n += 4
print(Outer.Inner.tag, o.inner.n, Outer.Mode.on)
// expect: theAceOfSpades: suit is ♠, value is 1 or 11
// expect: ♡
// expect: suit is ♣, value is 10
// expect: suit is ♢, value is 7
// expect: suit is ♡, value is 1 or 11
// expect: low total 18
// expect: 5 nil
// expect: inner 5 on
