// Compiler test style: recursive protocol constraints and self-referential generic types
protocol TreeNode {
  associatedtype Child: TreeNode where Child.Value == Value
  associatedtype Value
  var value: Value { get }
  var children: [Child] { get }
}

struct Dir: TreeNode {
  let value: String
  var children: [Dir]
}

func flatten<N: TreeNode>(_ n: N) -> [N.Value] {
  var out = [n.value]
  for c in n.children { out += flatten(c) }
  return out
}

func depth<N: TreeNode>(_ n: N) -> Int {
  return 1 + (n.children.map { depth($0) }.max() ?? 0)
}

let fs = Dir(value: "/", children: [
  Dir(value: "usr", children: [Dir(value: "bin", children: []), Dir(value: "lib", children: [])]),
  Dir(value: "tmp", children: [Dir(value: "x", children: [Dir(value: "y", children: [])])]),
])
print(flatten(fs))
print(depth(fs))

protocol Ordered {
  static func < (a: Self, b: Self) -> Bool
}

class Comp<T: Comparable>: Comparable {
  let v: T
  init(_ v: T) { self.v = v }
  static func < (a: Comp, b: Comp) -> Bool { a.v < b.v }
  static func == (a: Comp, b: Comp) -> Bool { a.v == b.v }
}
let cs = [Comp(3), Comp(1), Comp(2)].sorted()
print(cs.map { $0.v })
print(Comp("a") < Comp("b"), Comp(1) == Comp(1), Comp(2) >= Comp(5))

protocol Monoid {
  static var empty: Self { get }
  static func <> (a: Self, b: Self) -> Self
}
infix operator <> : AdditionPrecedence
extension String: Monoid {
  static var empty: String { "" }
  static func <> (a: String, b: String) -> String { a + b }
}
extension Array: Monoid {
  static var empty: [Element] { [] }
  static func <> (a: [Element], b: [Element]) -> [Element] { a + b }
}
struct Pair<A: Monoid, B: Monoid>: Monoid {
  var a: A, b: B
  static var empty: Pair { Pair(a: .empty, b: .empty) }
  static func <> (x: Pair, y: Pair) -> Pair { Pair(a: x.a <> y.a, b: x.b <> y.b) }
}
func concat<M: Monoid>(_ xs: [M]) -> M { xs.reduce(.empty, <>) }
print(concat(["a", "b", "c"]))
print(concat([[1], [2, 3]]))
let p = concat([Pair(a: "x", b: [1]), Pair(a: "y", b: [2]), Pair(a: "z", b: [])])
print(p.a, p.b)
let nested = concat([Pair(a: Pair(a: "i", b: [0]), b: "o"), Pair(a: Pair(a: "j", b: [9]), b: "p")])
print(nested.a.a, nested.a.b, nested.b)
print(type(of: nested))

protocol Successor {
  associatedtype Next: Successor
  var next: Next { get }
  var label: String { get }
}
struct Zero: Successor { var next: One { One() }; var label: String { "zero" } }
struct One: Successor { var next: Two { Two() }; var label: String { "one" } }
struct Two: Successor { var next: Zero { Zero() }; var label: String { "two" } }

func walk<S: Successor>(_ s: S, steps: Int) -> [String] {
  if steps == 0 { return [s.label] }
  return [s.label] + walk(s.next, steps: steps - 1)
}
print(walk(Zero(), steps: 5))
func twoAhead<S: Successor>(_ s: S) -> S.Next.Next { s.next.next }
print(type(of: twoAhead(One())), twoAhead(Two()).label)

// expect: ["/", "usr", "bin", "lib", "tmp", "x", "y"]
// expect: 4
// expect: [1, 2, 3]
// expect: true true false
// expect: abc
// expect: [1, 2, 3]
// expect: xyz [1, 2]
// expect: ij [0, 9] op
// expect: Pair<Pair<String, Array<Int>>, String>
// expect: ["zero", "one", "two", "zero", "one", "two"]
// expect: Zero one
