// Swift book style: enums with properties, static members, nested enums and
// protocol conformance
// Checks: computed properties and static factory members, nested enums inside a
// struct, CustomStringConvertible on an enum, an enum conforming to a protocol,
// enums without cases as namespaces, and switch over nested enum pairs.

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
print(BlackjackCard(rank: .queen, suit: .hearts).description)
print(BlackjackCard(rank: .seven, suit: .clubs).description)
let heartsSymbol = BlackjackCard.Suit.hearts.rawValue
print(heartsSymbol)
print(BlackjackCard.Rank.jack.rawValue, BlackjackCard.Rank.ace.rawValue)
print(String(reflecting: BlackjackCard.Rank.king))

enum Coin: Int, CustomStringConvertible, CaseIterable {
    case penny = 1, nickel = 5, dime = 10, quarter = 25
    var description: String { "\(self.name)(\(rawValue)¢)" }
    var name: String {
        switch self {
        case .penny: "penny"
        case .nickel: "nickel"
        case .dime: "dime"
        case .quarter: "quarter"
        }
    }
    static var largest: Coin { allCases.max { $0.rawValue < $1.rawValue }! }
    static func change(for cents: Int) -> [Coin] {
        var remaining = cents
        var coins: [Coin] = []
        for coin in allCases.reversed() {
            while remaining >= coin.rawValue {
                coins.append(coin)
                remaining -= coin.rawValue
            }
        }
        return coins
    }
}
print(Coin.dime)
print(Coin.largest)
print(Coin.change(for: 41))
print("\(Coin.penny) and \(Coin.nickel)")

protocol Describable {
    var summary: String { get }
}
extension Describable {
    func shout() -> String { summary.uppercased() }
}
enum Weather: Describable {
    case sunny
    case rain(millimetres: Int)
    var summary: String {
        switch self {
        case .sunny: return "sunny"
        case .rain(let mm): return "rain \(mm)mm"
        }
    }
}
let forecast: [any Describable] = [Weather.sunny, Weather.rain(millimetres: 12)]
print(forecast.map { $0.summary })
print(forecast.map { $0.shout() })

// Caseless enum as namespace
enum Limits {
    static let maxUsers = 10
    static func clamp(_ n: Int) -> Int { min(max(n, 0), maxUsers) }
}
print(Limits.clamp(-3), Limits.clamp(4), Limits.clamp(99))

// Switching over a pair of enums
enum Hand: CaseIterable { case rock, paper, scissors }
func winner(_ a: Hand, _ b: Hand) -> String {
    switch (a, b) {
    case let (x, y) where x == y: return "draw"
    case (.rock, .scissors), (.paper, .rock), (.scissors, .paper): return "first"
    default: return "second"
    }
}
for a in Hand.allCases {
    print(Hand.allCases.map { winner(a, $0) }.joined(separator: " "))
}

// Enum with an initializer
enum Temperature {
    case freezing, cold, warm, hot
    init(celsius: Double) {
        switch celsius {
        case ..<0: self = .freezing
        case 0..<12: self = .cold
        case 12..<25: self = .warm
        default: self = .hot
        }
    }
}
print([-5.0, 3, 20, 31].map(Temperature.init(celsius:)))

// expect: theAceOfSpades: suit is ♠, value is 1 or 11
// expect: suit is ♡, value is 10
// expect: suit is ♣, value is 7
// expect: ♡
// expect: 11 14
// expect: main.BlackjackCard.Rank.king
// expect: dime(10¢)
// expect: quarter(25¢)
// expect: [quarter(25¢), dime(10¢), nickel(5¢), penny(1¢)]
// expect: penny(1¢) and nickel(5¢)
// expect: ["sunny", "rain 12mm"]
// expect: ["SUNNY", "RAIN 12MM"]
// expect: 0 4 10
// expect: draw second first
// expect: first draw second
// expect: second first draw
// expect: [main.Temperature.freezing, main.Temperature.cold, main.Temperature.warm, main.Temperature.hot]
