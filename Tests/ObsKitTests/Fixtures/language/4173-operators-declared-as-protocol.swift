// Compiler test style: operators declared as protocol requirements and used generically
infix operator <+>: AdditionPrecedence
prefix operator ~~

protocol Monoid {
  static var zero: Self { get }
  static func <+> (a: Self, b: Self) -> Self
}
extension Monoid {
  static prefix func ~~ (a: Self) -> Self { return a <+> a }
}

extension Int: Monoid {
  static var zero: Int { return 0 }
  static func <+> (a: Int, b: Int) -> Int { return a + b }
}
extension String: Monoid {
  static var zero: String { return "" }
  static func <+> (a: String, b: String) -> String { return a + b }
}
struct MaxInt: Monoid, CustomStringConvertible {
  var v: Int
  static var zero: MaxInt { return MaxInt(v: Int.min) }
  static func <+> (a: MaxInt, b: MaxInt) -> MaxInt { return MaxInt(v: Swift.max(a.v, b.v)) }
  var description: String { return "Max(\(v))" }
}

func concat<M: Monoid>(_ xs: [M]) -> M {
  return xs.reduce(M.zero, <+>)
}
print(concat([1, 2, 3, 4]))
print(concat(["a", "b", "c"]))
print(concat([MaxInt(v: 3), MaxInt(v: 9), MaxInt(v: 4)]))
print(concat([Int]()), concat([MaxInt]()).v == Int.min)
print(~~21, ~~"ab", ~~MaxInt(v: 2))
print(1 <+> 2 <+> 3, "x" <+> "y")

struct Vec: Equatable {
  var x: Int, y: Int
  static func + (a: Vec, b: Vec) -> Vec { return Vec(x: a.x + b.x, y: a.y + b.y) }
  static func += (a: inout Vec, b: Vec) { a = a + b }
  static prefix func - (a: Vec) -> Vec { return Vec(x: -a.x, y: -a.y) }
}
var v = Vec(x: 1, y: 2)
v += Vec(x: 10, y: 10)
print(v.x, v.y, (-v).x, v == Vec(x: 11, y: 12), [v, -v].contains(Vec(x: -11, y: -12)))
// expect: 10
// expect: abc
// expect: Max(9)
// expect: 0 true
// expect: 42 abab Max(2)
// expect: 6 xy
// expect: 11 12 -11 true true
