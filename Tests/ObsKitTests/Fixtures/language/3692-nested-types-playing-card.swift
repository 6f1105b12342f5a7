// Swift book style: nested types in a playing card struct with enums and descriptions
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
let queen = BlackjackCard(rank: .queen, suit: .hearts)
print(queen.description)
print(BlackjackCard(rank: .seven, suit: .clubs).description)
let heartsSymbol = BlackjackCard.Suit.hearts.rawValue
print(heartsSymbol)
let v = BlackjackCard.Rank.Values(first: 3, second: nil)
print(v.first, v.second as Any)
print(BlackjackCard.Rank(rawValue: 11) == .jack, BlackjackCard.Rank(rawValue: 1) as Any)
print(String(describing: BlackjackCard.Rank.Values.self))
print(String(reflecting: BlackjackCard.Suit.self))
// expect: theAceOfSpades: suit is ♠, value is 1 or 11
// expect: suit is ♡, value is 10
// expect: suit is ♣, value is 7
// expect: ♡
// expect: 3 nil
// expect: true nil
// expect: Values
// expect: main.BlackjackCard.Suit
