// Compiler test style: operators as protocol requirements, found through generics and existentials
// known-gap: line 11: expected "125 3 4.0 0", got "125 3 4.0 Money(cents: 0)"
protocol VectorLike {
  static func + (a: Self, b: Self) -> Self
  static func * (k: Int, v: Self) -> Self
  static prefix func - (v: Self) -> Self
  static var zero: Self { get }
}
extension VectorLike {
  static func - (a: Self, b: Self) -> Self { a + -b }
  static prefix func - (v: Self) -> Self { -1 * v }
}

struct V2: VectorLike, CustomStringConvertible {
  var x: Int, y: Int
  static func + (a: V2, b: V2) -> V2 { V2(x: a.x + b.x, y: a.y + b.y) }
  static func * (k: Int, v: V2) -> V2 { V2(x: k * v.x, y: k * v.y) }
  static var zero: V2 { V2(x: 0, y: 0) }
  var description: String { "<\(x),\(y)>" }
}

struct Scalar: VectorLike, CustomStringConvertible {
  var v: Int
  static func + (a: Scalar, b: Scalar) -> Scalar { Scalar(v: a.v + b.v) }
  static func * (k: Int, s: Scalar) -> Scalar { Scalar(v: k * s.v) }
  static prefix func - (s: Scalar) -> Scalar { Scalar(v: 1000 - s.v) }
  static var zero: Scalar { Scalar(v: 0) }
  var description: String { "s\(v)" }
}

func combo<T: VectorLike>(_ xs: [T], _ ks: [Int]) -> T {
  zip(xs, ks).reduce(T.zero) { $0 + $1.1 * $1.0 }
}
print(combo([V2(x: 1, y: 0), V2(x: 0, y: 1)], [3, 4]))
print(combo([Scalar(v: 2), Scalar(v: 5)], [10, 1]))

func diff<T: VectorLike>(_ a: T, _ b: T) -> T { a - b }
print(diff(V2(x: 5, y: 5), V2(x: 1, y: 2)))
print(diff(Scalar(v: 5), Scalar(v: 1)))
print(-V2(x: 1, y: -1), -Scalar(v: 1))
print(V2(x: 3, y: 3) - V2(x: 1, y: 1), Scalar(v: 3) - Scalar(v: 1))

infix operator <=> : ComparisonPrecedence
protocol Spaceship { static func <=> (a: Self, b: Self) -> Int }
extension Int: Spaceship { static func <=> (a: Int, b: Int) -> Int { a < b ? -1 : (a > b ? 1 : 0) } }
extension String: Spaceship { static func <=> (a: String, b: String) -> Int { a.count <=> b.count } }
extension Array: Spaceship where Element: Spaceship {
  static func <=> (a: [Element], b: [Element]) -> Int {
    for (x, y) in zip(a, b) { let c = x <=> y; if c != 0 { return c } }
    return a.count <=> b.count
  }
}
func sortBy<T: Spaceship>(_ xs: [T]) -> [T] { xs.sorted { ($0 <=> $1) < 0 } }
print(sortBy([3, 1, 2]))
print(sortBy(["ccc", "a", "bb"]))
print(sortBy([[1, 2], [1], [0, 9]]))
print([1, 2] <=> [1, 2], "ab" <=> "xy", 5 <=> 2)

struct Money: Equatable, Comparable, AdditiveArithmetic {
  var cents: Int
  static var zero: Money { Money(cents: 0) }
  static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
  static func - (a: Money, b: Money) -> Money { Money(cents: a.cents - b.cents) }
  static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
}
func sum<T: AdditiveArithmetic>(_ xs: [T]) -> T { xs.reduce(.zero, +) }
var wallet = Money(cents: 100)
wallet += Money(cents: 50)
wallet -= Money(cents: 25)
print(wallet.cents, sum([Money(cents: 1), Money(cents: 2)]).cents, sum([1.5, 2.5]), sum([Int]()))
print([Money(cents: 9), Money(cents: 3)].min()!.cents, Money(cents: 1) >= Money(cents: 1))

// expect: <3,4>
// expect: s25
// expect: <4,3>
// expect: s1004
// expect: <-1,1> s999
// expect: <2,2> s1002
// expect: [1, 2, 3]
// expect: ["a", "bb", "ccc"]
// expect: [[0, 9], [1], [1, 2]]
// expect: 0 0 1
// expect: 125 3 4.0 0
// expect: 3 true
