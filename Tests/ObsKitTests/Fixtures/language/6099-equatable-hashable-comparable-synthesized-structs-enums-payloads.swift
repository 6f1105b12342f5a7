// Compiler test style (synthesized conformances): Equatable, Hashable and Comparable synthesized for structs and enums, with payloads and generic parameters
struct Point: Hashable { var x: Int; var y: Int }
enum Suit: Comparable, CaseIterable { case clubs, diamonds, hearts, spades }
enum Card: Hashable, Comparable {
    case number(Int, Suit)
    case face(String)
    case joker
}
struct Pair<A: Hashable, B: Hashable>: Hashable { let a: A; let b: B }
enum Priority: Int, Comparable {
    case low = 3, high = 1
    static func < (l: Priority, r: Priority) -> Bool { l.rawValue > r.rawValue }
}

print(Point(x: 1, y: 2) == Point(x: 1, y: 2), Point(x: 1, y: 2) != Point(x: 2, y: 1))
let set: Set = [Point(x: 1, y: 1), Point(x: 1, y: 1), Point(x: 0, y: 3)]
print(set.count, set.contains(Point(x: 0, y: 3)))
print(Suit.hearts > .diamonds, Suit.allCases.sorted(by: >))
let cards: [Card] = [.joker, .face("K"), .number(7, .spades), .number(7, .clubs), .number(2, .hearts), .face("A")]
print(cards.sorted())
print(Card.number(3, .clubs) < .face("A"), Card.face("Q") < .face("J"), Card.joker > .face("Z"))
print(cards.min()!, cards.max()!)
let dict = [Card.joker: "wild", .face("K"): "king"]
print(dict[.joker]!, dict[.face("K")]!, dict[.face("Q")] as Any)
let p1 = Pair(a: "x", b: 1), p2 = Pair(a: "x", b: 2)
print(p1 == p2, p1 == Pair(a: "x", b: 1), Set([p1, p2, p1]).count)
print(Priority.high > .low, [Priority.low, .high].max()!)
print(Point(x: 5, y: 5).hashValue == Point(x: 5, y: 5).hashValue)
var counts: [Suit: Int] = [:]
for c in cards { if case .number(_, let s) = c { counts[s, default: 0] += 1 } }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" })
struct Wrapper<T: Equatable>: Equatable { var items: [T]; var label: String? }
print(Wrapper(items: [1], label: nil) == Wrapper(items: [1], label: nil), Wrapper(items: [1], label: "a") == Wrapper(items: [1], label: nil))
enum Tree: Equatable { case leaf; indirect case node(Tree, Int, Tree) }
print(Tree.node(.leaf, 1, .leaf) == .node(.leaf, 1, .leaf), Tree.node(.leaf, 1, .leaf) == .leaf)

// expect: true true
// expect: 2 true
// expect: true [main.Suit.spades, main.Suit.hearts, main.Suit.diamonds, main.Suit.clubs]
// expect: [main.Card.number(2, main.Suit.hearts), main.Card.number(7, main.Suit.clubs), main.Card.number(7, main.Suit.spades), main.Card.face("A"), main.Card.face("K"), main.Card.joker]
// expect: true false true
// expect: number(2, main.Suit.hearts) joker
// expect: wild king nil
// expect: false true 2
// expect: true high
// expect: true
// expect: ["clubs:1", "hearts:1", "spades:1"]
// expect: true false
// expect: true false
