// Compiler test style (test/Interpreter/synthesized_conformances.swift): Equatable/Hashable/Comparable synthesis
struct Point: Hashable { var x: Int; var y: Int }
enum Suit: Comparable { case clubs, diamonds, hearts, spades }
enum Card: Hashable, Comparable {
  case number(Int, Suit)
  case face(String)
  case joker
}
enum Level: Int, Comparable {
  case low = 10, mid = 5, high = 1
  static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
}
struct Wrapper<T>: Equatable where T: Equatable { var inner: T; var tag: String }
extension Wrapper: Hashable where T: Hashable {}
class Ref: Equatable {
  let id: Int
  init(_ id: Int) { self.id = id }
  static func == (a: Ref, b: Ref) -> Bool { a.id == b.id }
}

print(Point(x: 1, y: 2) == Point(x: 1, y: 2), Point(x: 1, y: 2) == Point(x: 2, y: 1))
let set: Set<Point> = [Point(x: 1, y: 1), Point(x: 1, y: 1), Point(x: 0, y: 3)]
print(set.count, set.contains(Point(x: 0, y: 3)))
print(Suit.clubs < Suit.spades, Suit.hearts > Suit.diamonds, [Suit.spades, .clubs, .hearts].sorted())
print(Suit.allCasesManual.max()!, Suit.allCasesManual.min()!)
let cards: [Card] = [.joker, .face("K"), .number(10, .hearts), .number(2, .spades), .number(10, .clubs), .face("A")]
print(cards.sorted())
print(Card.number(3, .clubs) == .number(3, .clubs), Card.face("Q") != .face("J"))
print(Set(cards + cards).count)
print([Level.low, .high, .mid].sorted(), Level.high < Level.low)
print(Wrapper(inner: 3, tag: "a") == Wrapper(inner: 3, tag: "a"), Wrapper(inner: [1], tag: "a") == Wrapper(inner: [2], tag: "a"))
var counts: [Wrapper<String>: Int] = [:]
for w in ["x", "y", "x"] { counts[Wrapper(inner: w, tag: "t"), default: 0] += 1 }
print(counts.map { "\($0.key.inner)=\($0.value)" }.sorted())
print(Ref(1) == Ref(1), Ref(1) != Ref(2), [Ref(5), Ref(6)].contains(Ref(6)))
print([Ref(3), Ref(4)].firstIndex(of: Ref(4)) as Any)
struct Tuple3: Hashable { var a: Int?; var b: [String]; var c: Point? }
let t1 = Tuple3(a: nil, b: ["q"], c: Point(x: 0, y: 0))
let t2 = Tuple3(a: nil, b: ["q"], c: Point(x: 0, y: 0))
print(t1 == t2, Set([t1, t2]).count, t1 == Tuple3(a: 0, b: ["q"], c: nil))
var dictP: [Point: String] = [Point(x: 2, y: 2): "a"]
dictP[Point(x: 2, y: 2)] = "b"
print(dictP.count, dictP[Point(x: 2, y: 2)]!)
print(max(Suit.hearts, Suit.diamonds), (Suit.clubs...Suit.hearts).contains(.diamonds))

extension Suit { static var allCasesManual: [Suit] { [.hearts, .clubs, .spades, .diamonds] } }

// expect: true false
// expect: 2 true
// expect: true true [main.Suit.clubs, main.Suit.hearts, main.Suit.spades]
// expect: spades clubs
// expect: [main.Card.number(2, main.Suit.spades), main.Card.number(10, main.Suit.clubs), main.Card.number(10, main.Suit.hearts), main.Card.face("A"), main.Card.face("K"), main.Card.joker]
// expect: true true
// expect: 6
// expect: [main.Level.high, main.Level.mid, main.Level.low] true
// expect: true false
// expect: ["x=2", "y=1"]
// expect: true true true
// expect: Optional(1)
// expect: true 1 false
// expect: 1 b
// expect: hearts true
