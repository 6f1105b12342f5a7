// Compiler-test style: compiler-synthesized Equatable, Hashable and Comparable for structs and enums
struct Point: Hashable { var x: Int; var y: Int }

enum Suit: Comparable, CaseIterable { case clubs, diamonds, hearts, spades }
enum Rank: Int, Comparable {
    case two = 2, ten = 10, jack, queen, king, ace
    static func < (a: Rank, b: Rank) -> Bool { a.rawValue < b.rawValue }
}
struct Card: Hashable, Comparable {
    let rank: Rank
    let suit: Suit
    static func < (a: Card, b: Card) -> Bool { (a.rank, a.suit) < (b.rank, b.suit) }
}

enum Shape: Hashable, Comparable {
    case circle(radius: Int)
    case square(side: Int)
    case empty
}

struct Tagged<T: Hashable>: Hashable { let tag: String; let value: T }

print(Point(x: 1, y: 2) == Point(x: 1, y: 2), Point(x: 1, y: 2) == Point(x: 2, y: 1))
let set: Set<Point> = [Point(x: 0, y: 0), Point(x: 0, y: 0), Point(x: 1, y: 1)]
print(set.count, set.contains(Point(x: 1, y: 1)))

print(Suit.clubs < Suit.spades, Suit.allCases.max()!, Suit.allCases.sorted(by: >))
let hand = [Card(rank: .ace, suit: .clubs), Card(rank: .two, suit: .hearts), Card(rank: .ace, suit: .spades), Card(rank: .jack, suit: .diamonds)]
print(hand.sorted().map { "\($0.rank.rawValue)\(String(describing: $0.suit).prefix(1))" })
print(Set(hand.map(\.rank)).count)

let shapes: [Shape] = [.square(side: 2), .empty, .circle(radius: 5), .circle(radius: 1), .square(side: 1)]
print(shapes.sorted())
print(Shape.circle(radius: 3) == .circle(radius: 3), Shape.circle(radius: 3) < .square(side: 0))
let d: [Shape: String] = [.empty: "nothing", .circle(radius: 1): "small"]
print(d[.circle(radius: 1)] ?? "-", d[.circle(radius: 2)] ?? "-")
print(Tagged(tag: "a", value: 1) == Tagged(tag: "a", value: 1), Set([Tagged(tag: "a", value: [1]), Tagged(tag: "a", value: [1])]).count)

// expect: true false
// expect: 2 true
// expect: true spades [main.Suit.spades, main.Suit.hearts, main.Suit.diamonds, main.Suit.clubs]
// expect: ["2h", "11d", "14c", "14s"]
// expect: 3
// expect: [main.Shape.circle(radius: 1), main.Shape.circle(radius: 5), main.Shape.square(side: 1), main.Shape.square(side: 2), main.Shape.empty]
// expect: true true
// expect: small -
// expect: true 1
