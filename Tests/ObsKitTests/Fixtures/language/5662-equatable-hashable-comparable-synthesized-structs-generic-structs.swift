// Swift compiler execution test style (synthesized conformances): Equatable, Hashable and Comparable synthesized for structs, generic structs and enums with payloads
struct Point: Hashable { var x: Int; var y: Int }
struct Pair<A: Hashable, B: Hashable>: Hashable { var first: A; var second: B }
enum Token: Hashable { case number(Int), word(String), pair(Int, Int), end }
enum Level: Comparable { case low, medium(Int), high }
enum Suit: Int, Comparable {
    case clubs = 3, hearts = 1, spades = 2
    static func < (a: Suit, b: Suit) -> Bool { a.rawValue < b.rawValue }
}

print(Point(x: 1, y: 2) == Point(x: 1, y: 2), Point(x: 1, y: 2) != Point(x: 2, y: 1))
let pts: Set = [Point(x: 1, y: 1), Point(x: 1, y: 1), Point(x: 2, y: 0)]
print(pts.count, pts.contains(Point(x: 2, y: 0)))
print(Pair(first: "a", second: 1) == Pair(first: "a", second: 1), Pair(first: 1, second: [2]) == Pair(first: 1, second: [3]))
print(Set([Pair(first: 1, second: "x"), Pair(first: 1, second: "x")]).count)
print(Token.number(3) == .number(3), Token.number(3) == .number(4), Token.word("a") == .pair(1, 2), Token.end == .end)
var counts: [Token: Int] = [:]
for t in [Token.word("hi"), .end, .word("hi"), .pair(1, 2), .end, .word("hi")] { counts[t, default: 0] += 1 }
print(counts[.word("hi")]!, counts[.end]!, counts[.pair(1, 2)]!, counts[.pair(2, 1)] ?? 0)
print(Level.low < .medium(0), Level.medium(5) < .medium(7), Level.medium(9) < .high, Level.high < .low)
print([Level.high, .medium(2), .low, .medium(1)].sorted())
print([Level.high, .medium(2), .low].max()!, [Level.high, .medium(2)].min()!)
print([Suit.clubs, .hearts, .spades].sorted(), Suit.hearts < .clubs)
print(Point(x: 3, y: 4).hashValue == Point(x: 3, y: 4).hashValue)
let uniq = Array(Set([Token.end, .number(2), .end, .number(2)])).count
print(uniq)
print(Level.medium(3) >= .medium(3), Level.low <= .low, Level.high > .medium(100))

// expect: true true
// expect: 2 true
// expect: true false
// expect: 1
// expect: true false false true
// expect: 3 2 1 0
// expect: true true true false
// expect: [main.Level.low, main.Level.medium(1), main.Level.medium(2), main.Level.high]
// expect: high medium(2)
// expect: [main.Suit.hearts, main.Suit.spades, main.Suit.clubs] true
// expect: true
// expect: 2
// expect: true true true
