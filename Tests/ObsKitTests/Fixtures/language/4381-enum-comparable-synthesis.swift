// Compiler test style: synthesized Equatable, Hashable and Comparable for enums with associated values

enum Shape: Comparable, Hashable {
  case point
  case circle(radius: Int)
  case rect(w: Int, h: Int)
}

enum Level: Int, Comparable {
  case debug = 10, info = 20, warning = 30, error = 40
  static func < (a: Level, b: Level) -> Bool { return a.rawValue < b.rawValue }
}

enum Card: Comparable {
  case number(Int)
  case jack, queen, king
  case ace
}

enum Nested: Comparable {
  case leaf(String)
  case pair(Int, Card)
}

print(Shape.point < .circle(radius: 0))
print(Shape.circle(radius: 5) < .circle(radius: 3))
print(Shape.circle(radius: 100) < .rect(w: 1, h: 1))
print(Shape.rect(w: 2, h: 9) < .rect(w: 3, h: 0))
print(Shape.rect(w: 2, h: 9) < .rect(w: 2, h: 10))
print(Shape.rect(w: 2, h: 9) == .rect(w: 2, h: 9))
print(Shape.circle(radius: 1) != .circle(radius: 2))
print(Shape.point >= .point, Shape.point > .point)

let shapes: [Shape] = [.rect(w: 1, h: 2), .circle(radius: 4), .point, .rect(w: 1, h: 1), .circle(radius: 2)]
for s in shapes.sorted() {
  print(s)
}
print(shapes.max()!)
print(shapes.min()!)
print(Set(shapes + shapes).count)

print(Level.debug < .error, Level.warning > .info)
print([Level.error, .debug, .warning, .info].sorted().map { $0.rawValue })
print([Level.error, .debug, .warning].max()!)

let hand: [Card] = [.king, .number(7), .ace, .number(10), .jack, .number(2), .queen]
print(hand.sorted())
print(hand.sorted(by: >).prefix(3))
print(Card.number(10) < .jack, Card.ace > .king, Card.number(3) < .number(11))

let ns: [Nested] = [.pair(2, .ace), .leaf("b"), .pair(2, .number(9)), .leaf("a"), .pair(1, .king)]
print(ns.sorted())
print(Nested.leaf("zzz") < .pair(0, .number(0)))

func countLess<T: Comparable>(_ xs: [T], than pivot: T) -> Int {
  return xs.filter { $0 < pivot }.count
}
print(countLess(shapes, than: .circle(radius: 3)))
print(countLess(hand, than: .queen))

switch Shape.circle(radius: 7) {
case .circle(let r) where r > 5: print("big circle", r)
case .circle: print("small circle")
default: print("other")
}

// expect: true
// expect: false
// expect: true
// expect: true
// expect: true
// expect: true
// expect: true
// expect: true false
// expect: point
// expect: circle(radius: 2)
// expect: circle(radius: 4)
// expect: rect(w: 1, h: 1)
// expect: rect(w: 1, h: 2)
// expect: rect(w: 1, h: 2)
// expect: point
// expect: 5
// expect: true true
// expect: [10, 20, 30, 40]
// expect: error
// expect: [main.Card.number(2), main.Card.number(7), main.Card.number(10), main.Card.jack, main.Card.queen, main.Card.king, main.Card.ace]
// expect: [main.Card.ace, main.Card.king, main.Card.queen]
// expect: true true true
// expect: [main.Nested.leaf("a"), main.Nested.leaf("b"), main.Nested.pair(1, main.Card.king), main.Nested.pair(2, main.Card.number(9)), main.Nested.pair(2, main.Card.ace)]
// expect: true
// expect: 2
// expect: 4
// expect: big circle 7
