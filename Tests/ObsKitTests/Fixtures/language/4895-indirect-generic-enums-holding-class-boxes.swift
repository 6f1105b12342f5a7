// Compiler test style (test/Interpreter/indirect_enum.swift): indirect and generic enums holding class boxes, printed and evaluated
class Box<T> {
  var value: T
  init(_ v: T) { value = v }
}

final class Named<T>: CustomStringConvertible {
  let value: T
  init(_ v: T) { value = v }
  var description: String { "Named(\(value))" }
}

enum Value<U> {
  case inline(U)
  indirect case boxed(Box<U>)
  case none
}

func evaluate<U>(_ v: Value<U>) -> String {
  switch v {
  case .inline(let u): return "inline \(u)"
  case .boxed(let b): return "boxed \(b.value)"
  case .none: return "none"
  }
}

let v1 = Value.boxed(Box<[Int]>([1, 2, 3]))
let v2 = Value<String>.inline("hi")
let v3 = Value<Double>.none
print(evaluate(v1), evaluate(v2), evaluate(v3))
print(v1)
print(v2)
print(v3)
print(Value.inline(Named(5)))
debugPrint(v2)

indirect enum Tree<T: Comparable> {
  case leaf
  case node(Tree, T, Tree)

  func inserting(_ x: T) -> Tree {
    switch self {
    case .leaf: return .node(.leaf, x, .leaf)
    case let .node(l, v, r):
      if x < v { return .node(l.inserting(x), v, r) }
      if x > v { return .node(l, v, r.inserting(x)) }
      return self
    }
  }
  var inorder: [T] {
    switch self {
    case .leaf: return []
    case let .node(l, v, r): return l.inorder + [v] + r.inorder
    }
  }
  var height: Int {
    if case let .node(l, _, r) = self { return 1 + max(l.height, r.height) }
    return 0
  }
}

var t = Tree<Int>.leaf
for x in [5, 3, 8, 1, 4, 7, 9, 3] { t = t.inserting(x) }
print(t.inorder, t.height)
let small = Tree<String>.leaf.inserting("m").inserting("a")
print(small)

enum Expr: CustomStringConvertible {
  case num(Int)
  indirect case add(Expr, Expr)
  indirect case mul(Expr, Expr)
  indirect case neg(Expr)

  var description: String {
    switch self {
    case .num(let n): return n < 0 ? "(\(n))" : "\(n)"
    case let .add(a, b): return "(\(a) + \(b))"
    case let .mul(a, b): return "\(a) * \(b)"
    case .neg(let e): return "-\(e)"
    }
  }
  var value: Int {
    switch self {
    case .num(let n): return n
    case let .add(a, b): return a.value + b.value
    case let .mul(a, b): return a.value * b.value
    case .neg(let e): return -e.value
    }
  }
}

let e = Expr.mul(.add(.num(2), .num(-3)), .neg(.num(4)))
print(e, "=", e.value)
print([Expr.num(1), .neg(.neg(.num(1)))])
print(String(reflecting: Expr.num(7)))

enum Wrapper {
  case pair(Box<Int>, Named<String>)
  case list([Value<Int>])
}
let w = Wrapper.pair(Box(1), Named("x"))
if case let .pair(b, n) = w {
  b.value += 41
  print(b.value, n)
}
print(Wrapper.list([.inline(1), .none, .inline(3)]))
let shared = Box(10)
let a = Value.boxed(shared)
shared.value = 20
print(evaluate(a))

// expect: boxed [1, 2, 3] inline hi none
// expect: boxed(main.Box<Swift.Array<Swift.Int>>)
// expect: inline("hi")
// expect: none
// expect: inline(Named(5))
// expect: main.Value<Swift.String>.inline("hi")
// expect: [1, 3, 4, 5, 7, 8, 9] 3
// expect: node(main.Tree<Swift.String>.node(main.Tree<Swift.String>.leaf, "a", main.Tree<Swift.String>.leaf), "m", main.Tree<Swift.String>.leaf)
// expect: (2 + (-3)) * -4 = 4
// expect: [1, --1]
// expect: 7
// expect: 42 Named(x)
// expect: list([main.Value<Swift.Int>.inline(1), main.Value<Swift.Int>.none, main.Value<Swift.Int>.inline(3)])
// expect: boxed 20
