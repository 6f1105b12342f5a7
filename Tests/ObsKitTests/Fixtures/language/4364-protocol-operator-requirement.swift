// Compiler test style: protocols declaring operator requirements and dispatch through generics and extensions

infix operator <>: AdditionPrecedence

protocol Semigroup {
  static func <> (lhs: Self, rhs: Self) -> Self
}

protocol Monoid: Semigroup {
  static var empty: Self { get }
}

extension Int: Monoid {
  static func <> (lhs: Int, rhs: Int) -> Int { return lhs + rhs }
  static var empty: Int { return 0 }
}

extension String: Monoid {
  static func <> (lhs: String, rhs: String) -> String { return lhs + rhs }
  static var empty: String { return "" }
}

extension Array: Semigroup, Monoid {
  static func <> (lhs: Array, rhs: Array) -> Array { return lhs + rhs }
  static var empty: Array { return [] }
}

struct Max: Monoid {
  var value: Int
  static func <> (lhs: Max, rhs: Max) -> Max {
    return Max(value: lhs.value > rhs.value ? lhs.value : rhs.value)
  }
  static var empty: Max { return Max(value: Int.min) }
}

struct Product: Monoid {
  var value: Int
  static func <> (lhs: Product, rhs: Product) -> Product { return Product(value: lhs.value * rhs.value) }
  static var empty: Product { return Product(value: 1) }
}

struct Both<A: Monoid, B: Monoid>: Monoid {
  var a: A
  var b: B
  static func <> (lhs: Both, rhs: Both) -> Both { return Both(a: lhs.a <> rhs.a, b: lhs.b <> rhs.b) }
  static var empty: Both { return Both(a: .empty, b: .empty) }
}

func concatAll<M: Monoid>(_ xs: [M]) -> M {
  return xs.reduce(M.empty, <>)
}

func sconcat<S: Semigroup>(_ first: S, _ rest: S...) -> S {
  var acc = first
  for r in rest {
    acc = acc <> r
  }
  return acc
}

func repeatM<M: Monoid>(_ x: M, _ n: Int) -> M {
  var acc = M.empty
  for _ in 0..<n {
    acc = acc <> x
  }
  return acc
}

extension Semigroup {
  func combined(with other: Self) -> Self {
    return self <> other
  }
}

print(1 <> 2 <> 3)
print("ab" <> "cd")
print([1, 2] <> [3])
print(concatAll([1, 2, 3, 4]))
print(concatAll(["x", "y", "z"]))
print(concatAll([[1], [2, 3], []]))
print(concatAll([Max(value: 3), Max(value: 9), Max(value: -1)]).value)
print(concatAll([Max]()).value == Int.min)
print(concatAll([Product(value: 2), Product(value: 3), Product(value: 7)]).value)
print(sconcat("a", "b", "c", "d"))
print(sconcat(10))
print(sconcat(Max(value: 1), Max(value: 5), Max(value: 2)).value)
print(repeatM("ha", 3))
print(repeatM(5, 4))
print(repeatM([0], 3))
print(repeatM(Product(value: 2), 10).value)
print(7.combined(with: 8))
print("left".combined(with: "right"))
let both = concatAll([Both(a: 1, b: "a"), Both(a: 2, b: "b"), Both(a: 3, b: "c")])
print(both.a, both.b)
let both2 = concatAll([Both(a: Max(value: 4), b: Product(value: 3)), Both(a: Max(value: 2), b: Product(value: 5))])
print(both2.a.value, both2.b.value)
let op: (String, String) -> String = (<>)
print(op("p", "q"))
print(["1", "2", "3"].reduce("", <>))

// expect: 6
// expect: abcd
// expect: [1, 2, 3]
// expect: 10
// expect: xyz
// expect: [1, 2, 3]
// expect: 9
// expect: true
// expect: 42
// expect: abcd
// expect: 10
// expect: 5
// expect: hahaha
// expect: 20
// expect: [0, 0, 0]
// expect: 1024
// expect: 15
// expect: leftright
// expect: 6 abc
// expect: 4 15
// expect: pq
// expect: 123
