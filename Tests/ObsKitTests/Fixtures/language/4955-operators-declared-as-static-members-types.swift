// Compiler test style: operators declared as static members of types and protocols, used generically
protocol Combinable {
  static func <> (lhs: Self, rhs: Self) -> Self
  static var empty: Self { get }
}

infix operator <> : AdditionPrecedence
prefix operator ~~
postfix operator ^^

extension Combinable {
  static func concatAll(_ xs: [Self]) -> Self {
    return xs.reduce(empty) { $0 <> $1 }
  }
}

struct Words: Combinable, CustomStringConvertible {
  var parts: [String]
  static var empty: Words { return Words(parts: []) }
  static func <> (lhs: Words, rhs: Words) -> Words { return Words(parts: lhs.parts + rhs.parts) }
  static prefix func ~~ (w: Words) -> Words { return Words(parts: w.parts.reversed()) }
  static postfix func ^^ (w: Words) -> Words { return Words(parts: w.parts.map { $0.uppercased() }) }
  var description: String { return parts.joined(separator: " ") }
}

struct MaxInt: Combinable {
  var value: Int
  static var empty: MaxInt { return MaxInt(value: Int.min) }
  static func <> (lhs: MaxInt, rhs: MaxInt) -> MaxInt { return MaxInt(value: Swift.max(lhs.value, rhs.value)) }
}

extension Int: Combinable {
  static var empty: Int { return 0 }
  static func <> (lhs: Int, rhs: Int) -> Int { return lhs * 10 + rhs }
}

func fold<C: Combinable>(_ xs: C...) -> C {
  var acc = C.empty
  for x in xs { acc = acc <> x }
  return acc
}

let w1 = Words(parts: ["a", "b"])
let w2 = Words(parts: ["c"])
print(w1 <> w2)
print(~~(w1 <> w2))
print((w1 <> w2)^^)
print(~~w1^^)
print(fold(w1, w2, w1))
print(Words.concatAll([w2, w2, w1]))
print(fold(MaxInt(value: 3), MaxInt(value: 9), MaxInt(value: 4)).value)
print(MaxInt.concatAll([]).value == Int.min)
print(fold(1, 2, 3))
print(Int.concatAll([4, 0, 2]))
print(1 <> 2 + 3)
print((1 <> 2) + 3)

class Money: Equatable, CustomStringConvertible {
  let cents: Int
  init(_ c: Int) { cents = c }
  static func == (a: Money, b: Money) -> Bool { return a.cents == b.cents }
  static func + (a: Money, b: Money) -> Money { return Money(a.cents + b.cents) }
  static func += (a: inout Money, b: Money) { a = a + b }
  var description: String { return "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}

class Tip: Money {}

var total = Money(150)
total += Tip(205)
print(total, type(of: total))
print(Money(100) == Tip(100), Tip(5) == Tip(6))
let sum = Tip(1) + Tip(2)
print(sum, type(of: sum))
func same<T: Equatable>(_ a: T, _ b: T) -> Bool { return a == b }
print(same(Money(7), Tip(7)))

// expect: a b c
// expect: c b a
// expect: A B C
// expect: B A
// expect: a b c a b
// expect: c c a b
// expect: 9
// expect: true
// expect: 123
// expect: 402
// expect: 15
// expect: 15
// expect: $3.55 Money
// expect: true false
// expect: $0.03 Money
// expect: true
