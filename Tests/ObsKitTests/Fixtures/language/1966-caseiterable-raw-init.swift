// Compiler test style: CaseIterable enums and raw-value enums with custom failable inits
enum Suit: String, CaseIterable {
    case spades = "♠", hearts = "♥", diamonds = "♦", clubs = "♣"
    var isRed: Bool { self == .hearts || self == .diamonds }
}

enum Rank: Int, CaseIterable {
    case two = 2, three, four, five, six, seven, eight, nine, ten
    case jack, queen, king, ace
    init?(symbol: String) {
        switch symbol {
        case "J": self = .jack
        case "Q": self = .queen
        case "K": self = .king
        case "A": self = .ace
        default:
            guard let n = Int(symbol), let r = Rank(rawValue: n) else { return nil }
            self = r
        }
    }
    var symbol: String {
        switch self {
        case .jack: return "J"
        case .queen: return "Q"
        case .king: return "K"
        case .ace: return "A"
        default: return String(rawValue)
        }
    }
}

print(Suit.allCases.count, Rank.allCases.count)
print(Suit.allCases.map { $0.rawValue }.joined(separator: " "))
print(Suit.allCases.filter { $0.isRed })
print(Rank.allCases.map { $0.symbol }.joined())
print(Rank.jack.rawValue, Rank.ace.rawValue, Rank(rawValue: 11) ?? .two)
print(Suit(rawValue: "♥") as Any, Suit(rawValue: "x") as Any)
for s in ["10", "Q", "1", "A", "Z"] {
    print(s, Rank(symbol: s).map { "\($0)" } ?? "invalid")
}

enum Direction: CaseIterable {
    case north, east, south, west
    var turnedRight: Direction {
        let all = Direction.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }
}
var d = Direction.west
for _ in 0..<5 { d = d.turnedRight; print(d, terminator: " ") }
print()

enum Level: UInt8 { case low = 1, mid = 5, high = 9 }
extension Level {
    init(clamping v: Int) {
        self = v < 3 ? .low : (v < 7 ? .mid : .high)
    }
}
print([0, 4, 8, 100].map { Level(clamping: $0).rawValue })

// expect: 4 13
// expect: ♠ ♥ ♦ ♣
// expect: [main.Suit.hearts, main.Suit.diamonds]
// expect: 2345678910JQKA
// expect: 11 14 jack
// expect: Optional(main.Suit.hearts) nil
// expect: 10 ten
// expect: Q queen
// expect: 1 invalid
// expect: A ace
// expect: Z invalid
// expect: north east south west north 
// expect: [1, 5, 9, 9]
