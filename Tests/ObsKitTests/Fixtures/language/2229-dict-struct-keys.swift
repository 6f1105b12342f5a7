// Compiler test style (stdlib): Dictionary with enum/struct keys, nested mutation, reserveCapacity, sorted by value then key, init(minimumCapacity:)
// known-gap: line 11: expected "true 5 #### [1, 4, 9, 16, 25]", got "false 5 #### [1, 4, 9, 16, 25]"
enum Suit: String, CaseIterable, Comparable {
    case clubs, diamonds, hearts, spades
    static func < (lhs: Suit, rhs: Suit) -> Bool { lhs.rawValue < rhs.rawValue }
}
struct GridPoint: Hashable, Comparable, CustomStringConvertible {
    let x: Int, y: Int
    static func < (a: GridPoint, b: GridPoint) -> Bool { (a.y, a.x) < (b.y, b.x) }
    var description: String { "(\(x),\(y))" }
}

var hand: [Suit: [Int]] = [:]
for (suit, rank) in [(Suit.hearts, 10), (.spades, 1), (.hearts, 3), (.clubs, 7), (.hearts, 12)] {
    hand[suit, default: []].append(rank)
}
for suit in Suit.allCases { print(suit.rawValue, hand[suit]?.sorted() ?? []) }
print(hand.keys.sorted(), hand.mapValues { $0.count }.sorted { $0.key < $1.key }.map { $0.value })

var visits = [GridPoint: Int](minimumCapacity: 8)
let path = [GridPoint(x: 0, y: 0), GridPoint(x: 1, y: 0), GridPoint(x: 1, y: 1), GridPoint(x: 0, y: 0), GridPoint(x: 1, y: 1), GridPoint(x: 0, y: 0)]
for point in path { visits[point, default: 0] += 1 }
print(visits.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
print(visits[GridPoint(x: 1, y: 1)] as Any, visits[GridPoint(x: 5, y: 5)] as Any)

let ranked = visits.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
print(ranked.map { $0.key })

var nested: [String: [String: Int]] = [:]
nested["fruit", default: [:]]["apple", default: 0] += 2
nested["fruit", default: [:]]["pear", default: 0] += 1
nested["veg", default: [:]]["leek"] = 4
nested["fruit"]!["apple"]! *= 5
for category in nested.keys.sorted() {
    print(category, nested[category]!.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
}

var reserved: [Int: String] = [:]
reserved.reserveCapacity(20)
for n in 1...5 { reserved[n * n] = String(repeating: "#", count: n) }
print(reserved.capacity >= 20, reserved.count, reserved[16] ?? "", reserved.keys.sorted())
let byLength = Dictionary(grouping: reserved.values, by: { $0.count > 2 })
print(byLength[true]!.sorted(), byLength[false]!.sorted())
let tupleKeyed = Dictionary(uniqueKeysWithValues: Suit.allCases.enumerated().map { ($1, $0) })
print(tupleKeyed.sorted { $0.value < $1.value }.map { "\($0.key)" }.joined(separator: ">"))

// expect: clubs [7]
// expect: diamonds []
// expect: hearts [3, 10, 12]
// expect: spades [1]
// expect: [main.Suit.clubs, main.Suit.hearts, main.Suit.spades] [1, 3, 1]
// expect: ["(0,0)=3", "(1,0)=1", "(1,1)=2"]
// expect: Optional(2) nil
// expect: [(0,0), (1,1), (1,0)]
// expect: fruit ["apple:10", "pear:1"]
// expect: veg ["leek:4"]
// expect: true 5 #### [1, 4, 9, 16, 25]
// expect: ["###", "####", "#####"] ["#", "##"]
// expect: clubs>diamonds>hearts>spades
