// Swift book style (Nested Types): enums and structs nested inside a struct and referenced from outside
struct PlayingCard {
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
                return Values(first: rawValue, second: nil)
            }
        }
    }

    let rank: Rank, suit: Suit

    var description: String {
        var text = "suit is \(suit.rawValue), value is \(rank.values.first)"
        if let second = rank.values.second {
            text += " or \(second)"
        }
        return text
    }
}

let ace = PlayingCard(rank: .ace, suit: .hearts)
print("Ace:", ace.description)
let queen = PlayingCard(rank: .queen, suit: .clubs)
print("Queen:", queen.description)
let five = PlayingCard(rank: .five, suit: .spades)
print("Five:", five.description)

let symbol = PlayingCard.Suit.diamonds.rawValue
print("diamonds symbol:", symbol)
print("ranks:", PlayingCard.Rank.allCases.count, "suits:", PlayingCard.Suit.allCases.map { String($0.rawValue) }.joined())

struct Kitchen {
    struct Oven {
        enum Mode { case bake, grill, off }
        var mode: Mode = .off
        var degrees = 0
    }
    var ovens = [Oven(), Oven(mode: .bake, degrees: 180)]
}

var k = Kitchen()
k.ovens[0].mode = .grill
let info: [String] = k.ovens.map { "\($0.mode)@\($0.degrees)" }
print(info)
let m: Kitchen.Oven.Mode = .bake
print(m == k.ovens[1].mode)

// expect: Ace: suit is ♡, value is 1 or 11
// expect: Queen: suit is ♣, value is 10
// expect: Five: suit is ♠, value is 5
// expect: diamonds symbol: ♢
// expect: ranks: 13 suits: ♠♡♢♣
// expect: ["grill@0", "bake@180"]
// expect: true
