// Compiler test style: synthesized Equatable, Hashable and Comparable for enums and structs
enum Suit: Comparable, CaseIterable {
  case clubs, diamonds, hearts, spades
}
enum Card: Hashable, Comparable {
  case number(Int, Suit)
  case face(String)
  case joker
}
struct Pair: Hashable { var a: Int; var b: String }
enum Level: Int, Comparable {
  case low = 3, mid = 1, high = 2
  static func < (x: Level, y: Level) -> Bool { return x.rawValue < y.rawValue }
}

print(Suit.allCases.sorted(by: >))
print(Suit.hearts > Suit.diamonds, Suit.clubs < .spades)
let cards: [Card] = [.joker, .face("K"), .number(3, .spades), .number(3, .clubs), .number(2, .hearts), .face("A")]
print(cards.sorted())
print(cards.contains(.number(3, .clubs)), cards.contains(.number(4, .clubs)))
print(Card.face("Q") == .face("Q"), Card.joker != .face("J"))
let unique = Set(cards + [.joker, .face("A")])
print(unique.count)
print(Set([Pair(a: 1, b: "x"), Pair(a: 1, b: "x"), Pair(a: 2, b: "x")]).count)
print([Level.low, .mid, .high].sorted(), [Level.low, .high].max()!)
print(Pair(a: 1, b: "z") == Pair(a: 1, b: "z"))
var tally: [Suit: Int] = [:]
for case let .number(n, s) in cards { tally[s, default: 0] += n }
for s in Suit.allCases where tally[s] != nil { print(s, tally[s]!) }
// expect: [main.Suit.spades, main.Suit.hearts, main.Suit.diamonds, main.Suit.clubs]
// expect: true true
// expect: [main.Card.number(2, main.Suit.hearts), main.Card.number(3, main.Suit.clubs), main.Card.number(3, main.Suit.spades), main.Card.face("A"), main.Card.face("K"), main.Card.joker]
// expect: true false
// expect: true true
// expect: 6
// expect: 2
// expect: [main.Level.mid, main.Level.high, main.Level.low] low
// expect: true
// expect: clubs 3
// expect: hearts 2
// expect: spades 3
