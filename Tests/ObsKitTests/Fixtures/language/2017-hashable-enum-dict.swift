// Compiler test style: synthesized Hashable for enums with payloads and structs in Dictionary keys, grouping, counting
enum Suit: String, Hashable, CaseIterable {
    case clubs, diamonds, hearts, spades
}
struct Card: Hashable, CustomStringConvertible {
    let rank: Int
    let suit: Suit
    var description: String { "\(rank)\(suit.rawValue.first!)" }
}
enum Event: Hashable {
    case click(x: Int, y: Int)
    case key(Character)
    case scroll
}

let hand = [Card(rank: 10, suit: .hearts), Card(rank: 3, suit: .spades), Card(rank: 10, suit: .clubs),
            Card(rank: 3, suit: .spades), Card(rank: 7, suit: .hearts)]
let unique = Set(hand)
print(hand.count, unique.count)

let bySuit = Dictionary(grouping: unique, by: \.suit)
for suit in Suit.allCases {
    let cards = (bySuit[suit] ?? []).sorted { $0.rank < $1.rank }
    print(suit, cards)
}

var rankCounts: [Int: Int] = [:]
for c in hand { rankCounts[c.rank, default: 0] += 1 }
print(rankCounts.sorted { $0.key < $1.key }.map { "\($0.key)x\($0.value)" })

let events: [Event] = [.click(x: 1, y: 2), .key("a"), .scroll, .click(x: 1, y: 2), .key("b"), .scroll, .scroll]
var eventCounts: [Event: Int] = [:]
for e in events { eventCounts[e, default: 0] += 1 }
let lines = eventCounts.map { key, value -> String in
    switch key {
    case let .click(x, y): return "click(\(x),\(y)) \(value)"
    case let .key(c): return "key(\(c)) \(value)"
    case .scroll: return "scroll \(value)"
    }
}
print(lines.sorted())

let merged = ["a": 1, "b": 2].merging(["b": 10, "c": 3]) { old, new in old + new }
print(merged.sorted { $0.key < $1.key })
let inverted = Dictionary(merged.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
print(inverted.keys.sorted())
var d = ["x": [1]]
d["x"]?.append(2)
d["y"]?.append(3)
d["z", default: []].append(4)
print(d.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
print(d.removeValue(forKey: "x") ?? [], d.count)
let filtered = merged.filter { $0.value > 2 }.mapValues { $0 * 100 }
print(filtered.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
print(Set(Suit.allCases).contains(.hearts), Set(events).count)
let arraySet = Set(hand.map { [$0.rank, $0.suit == .hearts ? 1 : 0] })
print(arraySet.count, arraySet.contains([10, 1]), arraySet.contains([3, 1]))

// expect: 5 4
// expect: clubs [10c]
// expect: diamonds []
// expect: hearts [7h, 10h]
// expect: spades [3s]
// expect: ["3x2", "7x1", "10x2"]
// expect: ["click(1,2) 2", "key(a) 1", "key(b) 1", "scroll 3"]
// expect: [(key: "a", value: 1), (key: "b", value: 12), (key: "c", value: 3)]
// expect: [1, 3, 12]
// expect: ["x:[1, 2]", "z:[4]"]
// expect: [1, 2] 1
// expect: ["b=1200", "c=300"]
// expect: true 4
// expect: 4 true false
