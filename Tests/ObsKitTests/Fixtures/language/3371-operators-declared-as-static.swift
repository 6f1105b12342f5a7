// Compiler test style: operators declared as static members on types, operator overloading and compound assignment
struct Vec: Equatable, CustomStringConvertible {
  var x: Int, y: Int
  var description: String { "(\(x), \(y))" }
  static func + (l: Vec, r: Vec) -> Vec { Vec(x: l.x + r.x, y: l.y + r.y) }
  static func - (l: Vec, r: Vec) -> Vec { Vec(x: l.x - r.x, y: l.y - r.y) }
  static func * (l: Vec, k: Int) -> Vec { Vec(x: l.x * k, y: l.y * k) }
  static func * (k: Int, r: Vec) -> Vec { r * k }
  static prefix func - (v: Vec) -> Vec { Vec(x: -v.x, y: -v.y) }
  static func += (l: inout Vec, r: Vec) { l = l + r }
  static func == (l: Vec, r: Vec) -> Bool { l.x == r.x && l.y == r.y }
}
infix operator • : MultiplicationPrecedence
extension Vec {
  static func • (l: Vec, r: Vec) -> Int { l.x * r.x + l.y * r.y }
}

let a = Vec(x: 1, y: 2), b = Vec(x: 3, y: -1)
print(a + b, a - b, a * 3, 2 * b, -a)
print(a + b * 2)
print(a • b, a • a + 1)
var acc = Vec(x: 0, y: 0)
for v in [a, b, a] { acc += v }
print(acc)
print(a == Vec(x: 1, y: 2), a != b)
print([a, b, -a].reduce(Vec(x: 0, y: 0), +))

struct Money: Comparable {
  var cents: Int
  static func < (l: Money, r: Money) -> Bool { l.cents < r.cents }
}
let ms = [Money(cents: 300), Money(cents: 50), Money(cents: 120)]
print(ms.sorted().map(\.cents), ms.max()!.cents)
print(Money(cents: 1) <= Money(cents: 1), Money(cents: 2) > Money(cents: 1), Money(cents: 2) >= Money(cents: 3))

func apply(_ op: (Int, Int) -> Int, _ x: Int, _ y: Int) -> Int { op(x, y) }
print(apply(+, 3, 4), apply(*, 3, 4), apply(-, 3, 4))
let vadd: (Vec, Vec) -> Vec = (+)
print(vadd(a, a))
// expect: (4, 1) (-2, 3) (3, 6) (6, -2) (-1, -2)
// expect: (7, 0)
// expect: 1 6
// expect: (5, 3)
// expect: true true
// expect: (3, -1)
// expect: [50, 120, 300] 300
// expect: true true false
// expect: 7 12 -1
// expect: (2, 4)
