// Swift book style (Nested Types): enums nested inside a struct with their own raw values and computed properties, and references to nested types from outside
struct Card {
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
            case .ace: return Values(first: 1, second: 11)
            case .jack, .queen, .king: return Values(first: 10, second: nil)
            default: return Values(first: rawValue, second: nil)
            }
        }
    }
    let rank: Rank, suit: Suit
    var description: String {
        var out = "suit is \(suit.rawValue), value is \(rank.values.first)"
        if let second = rank.values.second { out += " or \(second)" }
        return out
    }
}
let spadeAce = Card(rank: .ace, suit: .spades)
print(spadeAce.description)
print(Card(rank: .queen, suit: .hearts).description)
print(Card(rank: .seven, suit: .clubs).description)
let symbol = Card.Suit.diamonds.rawValue
print(symbol, Card.Suit.allCases.count, Card.Rank.allCases.count)
let total = Card.Rank.allCases.map { $0.values.first }.reduce(0, +)
print(total)
let v: Card.Rank.Values = Card.Rank.king.values
print(v.first, v.second as Any)

class Shop {
    enum Status { case open, closed(reason: String) }
    struct Hours { var from: Int, to: Int
        func contains(_ h: Int) -> Bool { (from..<to).contains(h) }
    }
    var hours = Hours(from: 9, to: 17)
    func status(at hour: Int) -> Status {
        hours.contains(hour) ? .open : .closed(reason: hour < hours.from ? "too early" : "too late")
    }
}
let shop = Shop()
for h in [8, 12, 19] {
    switch shop.status(at: h) {
    case .open: print(h, "open")
    case .closed(let why): print(h, "closed:", why)
    }
}
typealias ShopHours = Shop.Hours
print(ShopHours(from: 1, to: 2).contains(1))

// expect: suit is ♠, value is 1 or 11
// expect: suit is ♡, value is 10
// expect: suit is ♣, value is 7
// expect: ♢ 4 13
// expect: 85
// expect: 10 nil
// expect: 8 closed: too early
// expect: 12 open
// expect: 19 closed: too late
// expect: true
