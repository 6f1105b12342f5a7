// Enums with methods, static members, nested types, and CaseIterable on nested enums
enum Card {
    enum Suit: String, CaseIterable {
        case clubs = "♣", diamonds = "♦", hearts = "♥", spades = "♠"
        var isRed: Bool { self == .diamonds || self == .hearts }
    }
    enum Rank: Int, CaseIterable, Comparable {
        case two = 2, three, four, jack = 11, queen, king, ace
        static func < (a: Rank, b: Rank) -> Bool { a.rawValue < b.rawValue }
        var short: String {
            switch self {
            case .jack: return "J"
            case .queen: return "Q"
            case .king: return "K"
            case .ace: return "A"
            default: return String(rawValue)
            }
        }
    }
    case regular(Rank, Suit)
    case joker

    static let deckSize = Suit.allCases.count * Rank.allCases.count + 1
    static var highest: Card { .regular(.ace, .spades) }
    static func all() -> [Card] {
        Suit.allCases.flatMap { s in Rank.allCases.map { Card.regular($0, s) } } + [.joker]
    }
    var label: String {
        switch self {
        case let .regular(r, s): return r.short + s.rawValue
        case .joker: return "🃏"
        }
    }
    func beats(_ other: Card) -> Bool {
        switch (self, other) {
        case (.joker, .joker): return false
        case (.joker, _): return true
        case (_, .joker): return false
        case let (.regular(a, _), .regular(b, _)): return a > b
        }
    }
    mutating func promote() {
        if case .regular(let r, let s) = self, let next = Rank(rawValue: r.rawValue + 1) {
            self = .regular(next, s)
        } else {
            self = .joker
        }
    }
}

print(Card.Suit.allCases.map(\.rawValue).joined(separator: " "))
print(Card.Rank.allCases.map(\.short))
print(Card.Rank.allCases.count, Card.deckSize, Card.all().count)
print(Card.all().prefix(8).map(\.label).joined(separator: ","))
print(Card.highest.label, Card.joker.label)
print(Card.Suit.allCases.filter(\.isRed))
print(Card.Rank(rawValue: 5) as Any, Card.Rank(rawValue: 12) as Any)
print(Card.Rank.allCases.max()!, Card.Rank.allCases.sorted(by: >).first!)
var c = Card.regular(.three, .hearts)
var seen: [String] = []
for _ in 0..<3 { c.promote(); seen.append(c.label) }
print(seen.joined(separator: " "))
print(Card.highest.beats(.regular(.king, .clubs)), Card.joker.beats(.highest), Card.highest.beats(.joker))
print(Card.Suit.hearts, Card.Rank.queen, Card.regular(.two, .clubs))
print(type(of: Card.Suit.self), Card.Suit.allCases.last.map { "\($0)" } ?? "-")

// expect: ♣ ♦ ♥ ♠
// expect: ["2", "3", "4", "J", "Q", "K", "A"]
// expect: 7 29 29
// expect: 2♣,3♣,4♣,J♣,Q♣,K♣,A♣,2♦
// expect: A♠ 🃏
// expect: [main.Card.Suit.diamonds, main.Card.Suit.hearts]
// expect: nil Optional(main.Card.Rank.queen)
// expect: ace ace
// expect: 4♥ 🃏 🃏
// expect: true true false
// expect: hearts queen regular(main.Card.Rank.two, main.Card.Suit.clubs)
// expect: Suit.Type spades
