// Swift book style: Protocols (synthesized Equatable/Hashable/Comparable) + Collection Types - custom types in sets and dictionary keys, sorted output
struct Vector3D: Equatable, Hashable {
    var x = 0.0, y = 0.0, z = 0.0
}
let twoThreeFour = Vector3D(x: 2.0, y: 3.0, z: 4.0)
let anotherTwoThreeFour = Vector3D(x: 2.0, y: 3.0, z: 4.0)
if twoThreeFour == anotherTwoThreeFour {
    print("These two vectors are also equivalent.")
}

enum SkillLevel: Comparable {
    case beginner
    case intermediate
    case expert(stars: Int)
}
var levels = [SkillLevel.intermediate, SkillLevel.beginner, SkillLevel.expert(stars: 5), SkillLevel.expert(stars: 3)]
for level in levels.sorted() { print(level) }
print(SkillLevel.expert(stars: 1) > .intermediate, levels.min()!)

struct Card: Hashable, Comparable, CustomStringConvertible {
    enum Suit: String, CaseIterable, Comparable {
        case clubs = "C", diamonds = "D", hearts = "H", spades = "S"
        static func < (a: Suit, b: Suit) -> Bool { a.rawValue < b.rawValue }
    }
    let rank: Int
    let suit: Suit
    static func < (a: Card, b: Card) -> Bool { (a.rank, a.suit) < (b.rank, b.suit) }
    var description: String {
        let names = [11: "J", 12: "Q", 13: "K", 14: "A"]
        return (names[rank] ?? String(rank)) + suit.rawValue
    }
}
let hand: Set<Card> = [Card(rank: 14, suit: .spades), Card(rank: 10, suit: .hearts), Card(rank: 10, suit: .clubs), Card(rank: 14, suit: .spades)]
print(hand.count, hand.sorted())
let otherHand: Set = [Card(rank: 10, suit: .hearts), Card(rank: 2, suit: .diamonds)]
print(hand.intersection(otherHand).sorted(), hand.union(otherHand).sorted().map(\.description).joined(separator: " "))
print(hand.contains(Card(rank: 10, suit: .clubs)), hand.contains(Card(rank: 9, suit: .clubs)))

var deck: [Card] = []
for suit in Card.Suit.allCases {
    for rank in [2, 11, 14] { deck.append(Card(rank: rank, suit: suit)) }
}
print(deck.count, deck.sorted().prefix(5))
print(deck.max()!, deck.filter { $0.suit == .hearts }.sorted(by: >))

struct GridPoint: Hashable { let x: Int; let y: Int }
var visited: [GridPoint: Int] = [:]
var pos = GridPoint(x: 0, y: 0)
visited[pos] = 1
for move in "RRULLDDR" {
    switch move {
    case "R": pos = GridPoint(x: pos.x + 1, y: pos.y)
    case "L": pos = GridPoint(x: pos.x - 1, y: pos.y)
    case "U": pos = GridPoint(x: pos.x, y: pos.y + 1)
    default: pos = GridPoint(x: pos.x, y: pos.y - 1)
    }
    visited[pos, default: 0] += 1
}
let report = visited.sorted { ($0.key.x, $0.key.y) < ($1.key.x, $1.key.y) }
for (p, n) in report { print("(\(p.x),\(p.y)) x\(n)") }
print("revisited:", visited.values.filter { $0 > 1 }.count)

enum Token: Hashable {
    case word(String)
    case number(Int)
    case symbol(Character)
}
let tokens: [Token] = [.word("let"), .word("x"), .symbol("="), .number(3), .word("x"), .number(3), .symbol(";")]
let unique = Set(tokens)
print(unique.count, tokens.count)
var freq: [Token: Int] = [:]
for t in tokens { freq[t, default: 0] += 1 }
let repeated = freq.filter { $0.value > 1 }.keys.map { key -> String in
    switch key {
    case .word(let w): return "word:\(w)"
    case .number(let n): return "number:\(n)"
    case .symbol(let s): return "symbol:\(s)"
    }
}
print(repeated.sorted())
print(Token.word("a") == .word("a"), Token.number(1) == .number(2))
struct Tag: Hashable {
    let name: String
    let weight: Int
    static func == (a: Tag, b: Tag) -> Bool { a.name.lowercased() == b.name.lowercased() }
    func hash(into hasher: inout Hasher) { hasher.combine(name.lowercased()) }
}
let tags: Set = [Tag(name: "Swift", weight: 1), Tag(name: "SWIFT", weight: 2), Tag(name: "Rust", weight: 3)]
print(tags.count, tags.map { $0.name.lowercased() }.sorted())

// expect: These two vectors are also equivalent.
// expect: beginner
// expect: intermediate
// expect: expert(stars: 3)
// expect: expert(stars: 5)
// expect: true beginner
// expect: 3 [10C, 10H, AS]
// expect: [10H] 2D 10C 10H AS
// expect: true false
// expect: 12 [2C, 2D, 2H, 2S, JC]
// expect: AS [AH, JH, 2H]
// expect: (0,-1) x1
// expect: (0,0) x2
// expect: (0,1) x1
// expect: (1,-1) x1
// expect: (1,0) x1
// expect: (1,1) x1
// expect: (2,0) x1
// expect: (2,1) x1
// expect: revisited: 1
// expect: 5 7
// expect: ["number:3", "word:x"]
// expect: true false
// expect: 2 ["rust", "swift"]
