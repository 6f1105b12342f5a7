// Compiler test style: operators declared on generic types, in protocols, and with custom precedence
struct Vec<T: Numeric> {
  var x: T, y: T
  static func + (a: Vec, b: Vec) -> Vec { return Vec(x: a.x + b.x, y: a.y + b.y) }
  static func - (a: Vec, b: Vec) -> Vec { return Vec(x: a.x - b.x, y: a.y - b.y) }
  static func * (k: T, v: Vec) -> Vec { return Vec(x: k * v.x, y: k * v.y) }
  static prefix func - (v: Vec) -> Vec { return Vec(x: 0 - v.x, y: 0 - v.y) }
  static func += (a: inout Vec, b: Vec) { print("  += called"); a = a + b }
}
extension Vec: Equatable where T: Equatable {}
extension Vec: CustomStringConvertible {
  var description: String { return "(\(x), \(y))" }
}

let a = Vec(x: 1, y: 2)
let b = Vec(x: 10, y: 20)
print(a + b, b - a, 3 * a, -a)
var acc = Vec(x: 0.5, y: 0.25)
acc += Vec(x: 1, y: 1)
print(acc)
print(a + b == Vec(x: 11, y: 22), a == b)

infix operator •: MultiplicationPrecedence
func • <T: Numeric>(l: Vec<T>, r: Vec<T>) -> T { return l.x * r.x + l.y * r.y }
print(a • b, a • b + 1, 2 * (a • a))

precedencegroup PowerPrecedence {
  higherThan: MultiplicationPrecedence
  associativity: right
}
infix operator ^^: PowerPrecedence
func ^^ (base: Int, exp: Int) -> Int {
  var result = 1
  for _ in 0..<exp { result *= base }
  return result
}
print(2 ^^ 3 ^^ 2, (2 ^^ 3) ^^ 2, 2 * 3 ^^ 2, 1 + 2 ^^ 4)

precedencegroup PipePrecedence {
  associativity: left
  lowerThan: AdditionPrecedence
}
infix operator |>: PipePrecedence
func |> <A, B>(value: A, f: (A) -> B) -> B { return f(value) }
print(3 + 4 |> { $0 * 10 } |> String.init(describing:) |> { $0 + "!" })

protocol Monoid {
  static var empty: Self { get }
  static func <> (l: Self, r: Self) -> Self
}
infix operator <>: AdditionPrecedence
extension Int: Monoid {
  static var empty: Int { return 0 }
  static func <> (l: Int, r: Int) -> Int { return l + r }
}
extension String: Monoid {
  static var empty: String { return "" }
  static func <> (l: String, r: String) -> String { return l + r }
}
extension Array: Monoid {
  static var empty: [Element] { return [] }
  static func <> (l: [Element], r: [Element]) -> [Element] { return l + r }
}
func concat<M: Monoid>(_ xs: [M]) -> M { return xs.reduce(M.empty, <>) }
print(concat([1, 2, 3, 4]))
print(concat(["a", "b", "c"]))
print(concat([[1], [2, 3], []]))
print(concat([Int]()), concat([String]()).isEmpty)

postfix operator %
postfix func % (v: Double) -> Double { return v / 100 }
prefix operator √
prefix func √ (v: Double) -> Double {
  var g = v / 2
  for _ in 0..<20 { g = (g + v / g) / 2 }
  return g
}
print(50%, 200 * 15%, √16, √2 > 1.414)

struct Money: Comparable {
  var cents: Int
  static func < (l: Money, r: Money) -> Bool { return l.cents < r.cents }
  static func + (l: Money, r: Money) -> Money { return Money(cents: l.cents + r.cents) }
}
let prices = [Money(cents: 300), Money(cents: 150), Money(cents: 999)]
print(prices.max()!.cents, prices.min()!.cents, prices.sorted(by: >).map(\.cents))
print(Money(cents: 1) <= Money(cents: 1), Money(cents: 2) >= Money(cents: 3))
print(prices.reduce(Money(cents: 0), +).cents)

func applyOp<T>(_ op: (T, T) -> T, _ a: T, _ b: T) -> T { return op(a, b) }
print(applyOp(+, 2, 3), applyOp(*, 2.5, 2), applyOp(+, "x", "y"), applyOp(<>, [1], [2]))
let ops: [(String, (Int, Int) -> Int)] = [("+", +), ("-", -), ("*", *), ("/", /), ("%", %), ("^^", ^^)]
for (name, op) in ops { print(name, op(7, 3)) }

// expect: (11, 22) (9, 18) (3, 6) (-1, -2)
// expect:   += called
// expect: (1.5, 1.25)
// expect: true false
// expect: 50 51 10
// expect: 512 64 18 17
// expect: 70!
// expect: 10
// expect: abc
// expect: [1, 2, 3]
// expect: 0 true
// expect: 0.5 30.0 4.0 true
// expect: 999 150 [999, 300, 150]
// expect: true false
// expect: 1449
// expect: 5 5.0 xy [1, 2]
// expect: + 10
// expect: - 4
// expect: * 21
// expect: / 2
// expect: % 1
// expect: ^^ 343
