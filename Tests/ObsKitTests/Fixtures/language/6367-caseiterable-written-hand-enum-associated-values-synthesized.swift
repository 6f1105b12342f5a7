// Advanced Swift style (Enums): CaseIterable written by hand for an enum with associated values, and synthesized for a nested one
enum Suit: String, CaseIterable { case spades = "♠", hearts = "♥" }
enum Rank: Int, CaseIterable { case ace = 1, two, three }

enum Card: Hashable, CaseIterable {
    case regular(Rank, Suit)
    case joker(red: Bool)

    static var allCases: [Card] {
        var cards: [Card] = []
        for suit in Suit.allCases {
            for rank in Rank.allCases {
                cards.append(.regular(rank, suit))
            }
        }
        return cards + [.joker(red: true), .joker(red: false)]
    }
    var label: String {
        switch self {
        case let .regular(rank, suit): return "\(rank.rawValue)\(suit.rawValue)"
        case .joker(let red): return red ? "JR" : "JB"
        }
    }
}

print(Card.allCases.count)
print(Card.allCases.map(\.label).joined(separator: " "))
print(Suit.allCases, Rank.allCases.map(\.rawValue))
print(Rank(rawValue: 2) as Any, Rank(rawValue: 9) as Any)
print(Suit(rawValue: "♥") == .hearts)

let hand: Set<Card> = [.regular(.ace, .spades), .joker(red: true), .regular(.ace, .spades)]
print(hand.count)
let inHand = Card.allCases.filter(hand.contains).map(\.label)
print(inHand)

func allValues<T: CaseIterable>(_ type: T.Type) -> Int { T.allCases.count }
print(allValues(Suit.self), allValues(Rank.self), allValues(Card.self))
print(type(of: Suit.allCases), type(of: Card.allCases))

enum Direction: CaseIterable {
    case north, east, south, west
    var turnedRight: Direction {
        let all = Direction.allCases
        let i = all.firstIndex(of: self)!
        return all[(i + 1) % all.count]
    }
}
var d = Direction.west
for _ in 0..<3 { d = d.turnedRight; print(d, terminator: " ") }
print()
print(Direction.allCases.firstIndex(of: .south)!, Direction.allCases.last!)
let byRank = Dictionary(grouping: Card.allCases) { card -> Int in
    if case .regular(let r, _) = card { return r.rawValue } else { return 0 }
}
print(byRank.keys.sorted(), byRank[1]!.map(\.label))

// expect: 8
// expect: 1♠ 2♠ 3♠ 1♥ 2♥ 3♥ JR JB
// expect: [main.Suit.spades, main.Suit.hearts] [1, 2, 3]
// expect: Optional(main.Rank.two) nil
// expect: true
// expect: 2
// expect: ["1♠", "JR"]
// expect: 2 3 8
// expect: Array<Suit> Array<Card>
// expect: north east south 
// expect: 2 west
// expect: [0, 1, 2, 3] ["1♠", "1♥"]
