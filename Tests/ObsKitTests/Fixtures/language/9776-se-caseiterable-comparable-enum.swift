// Swift Evolution style: SE-0194 CaseIterable and SE-0266 synthesized Comparable for enums
enum Priority: Comparable, CaseIterable {
    case low, medium, high, critical
}

enum Suit: String, CaseIterable, Comparable {
    case clubs = "♣", diamonds = "♦", hearts = "♥", spades = "♠"
    static func < (a: Suit, b: Suit) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

enum Rank: Int, CaseIterable, Comparable {
    case two = 2, three, four, five, six, seven, eight, nine, ten, jack, queen, king, ace
    static func < (a: Rank, b: Rank) -> Bool { a.rawValue < b.rawValue }
    var label: String {
        switch self {
        case .jack: "J"
        case .queen: "Q"
        case .king: "K"
        case .ace: "A"
        default: String(rawValue)
        }
    }
}

struct Card: Comparable, CustomStringConvertible {
    let rank: Rank
    let suit: Suit
    static func < (a: Card, b: Card) -> Bool {
        (a.rank, a.suit) < (b.rank, b.suit)
    }
    var description: String { rank.label + suit.rawValue }
}

print(Priority.allCases.count)
print(Priority.allCases.map { "\($0)" })
print((Priority.low < .high), (Priority.critical > .medium))
print(Priority.allCases.max()!, Priority.allCases.min()!)
let tasks: [(String, Priority)] = [("write", .medium), ("fix", .critical), ("nap", .low), ("ship", .high)]
for (name, prio) in tasks.sorted(by: { $0.1 > $1.1 }) {
    print(prio, name)
}

// Enum with associated values also gets Comparable synthesis
enum Version: Comparable {
    case alpha(Int)
    case beta(Int)
    case release(major: Int, minor: Int)
}
let versions: [Version] = [.release(major: 1, minor: 2), .alpha(3), .beta(1), .release(major: 1, minor: 0), .alpha(1)]
for v in versions.sorted() { print(v) }

let deck = Suit.allCases.flatMap { s in Rank.allCases.map { Card(rank: $0, suit: s) } }
print("deck size", deck.count)

// Deterministic shuffle with a simple LCG
struct LCG: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return state
    }
}
var gen = LCG(state: 2024)
var shuffled = deck
for i in stride(from: shuffled.count - 1, to: 0, by: -1) {
    let j = Int(gen.next() % UInt64(i + 1))
    shuffled.swapAt(i, j)
}
let hand = Array(shuffled.prefix(5))
print("hand:", hand.map(\.description).joined(separator: " "))
print("sorted:", hand.sorted().map(\.description).joined(separator: " "))
print("high card:", hand.max()!)
let bySuit = Dictionary(grouping: hand, by: \.suit)
for suit in Suit.allCases where bySuit[suit] != nil {
    print(suit, bySuit[suit]!.count)
}
print(Rank.allCases.filter { $0 >= .ten }.map(\.label))

// expect: 4
// expect: ["low", "medium", "high", "critical"]
// expect: true true
// expect: critical low
// expect: critical fix
// expect: high ship
// expect: medium write
// expect: low nap
// expect: alpha(1)
// expect: alpha(3)
// expect: beta(1)
// expect: release(major: 1, minor: 0)
// expect: release(major: 1, minor: 2)
// expect: deck size 52
// expect: hand: 3♦ 7♠ 4♣ A♣ 8♣
// expect: sorted: 3♦ 4♣ 7♠ 8♣ A♣
// expect: high card: A♣
// expect: clubs 3
// expect: diamonds 1
// expect: spades 1
// expect: ["10", "J", "Q", "K", "A"]
