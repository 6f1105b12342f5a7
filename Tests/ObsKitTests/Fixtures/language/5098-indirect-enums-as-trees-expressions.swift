// Compiler test style (test/Interpreter/indirect_enum.swift): indirect enums as trees and expressions
indirect enum Expr {
  case num(Int)
  case add(Expr, Expr)
  case mul(Expr, Expr)
  case neg(Expr)
  case variable(String)
  case letIn(String, Expr, Expr)
}

func eval(_ e: Expr, _ env: [String: Int] = [:]) -> Int? {
  switch e {
  case .num(let n): return n
  case let .add(l, r):
    guard let a = eval(l, env), let b = eval(r, env) else { return nil }
    return a + b
  case let .mul(l, r):
    guard let a = eval(l, env), let b = eval(r, env) else { return nil }
    return a * b
  case .neg(let x): return eval(x, env).map { -$0 }
  case .variable(let name): return env[name]
  case let .letIn(name, value, body):
    guard let v = eval(value, env) else { return nil }
    var env2 = env
    env2[name] = v
    return eval(body, env2)
  }
}

func show(_ e: Expr) -> String {
  switch e {
  case .num(let n): return "\(n)"
  case let .add(l, r): return "(\(show(l)) + \(show(r)))"
  case let .mul(l, r): return "\(show(l)) * \(show(r))"
  case .neg(.num(let n)): return "-\(n)"
  case .neg(let x): return "-(\(show(x)))"
  case .variable(let s): return s
  case let .letIn(n, v, b): return "let \(n) = \(show(v)) in \(show(b))"
  }
}

let e1 = Expr.add(.num(2), .mul(.num(3), .num(4)))
let e2 = Expr.neg(.add(.num(1), .neg(.num(5))))
let e3 = Expr.letIn("x", .num(6), .mul(.variable("x"), .variable("x")))
let e4 = Expr.add(.variable("y"), .num(1))
for e in [e1, e2, e3, e4] {
  print(show(e), "=", eval(e).map(String.init) ?? "unbound")
}
print(eval(e4, ["y": 41])!)

enum Tree<T: Comparable> {
  case leaf
  indirect case node(Tree, T, Tree)
  func inserting(_ v: T) -> Tree {
    switch self {
    case .leaf: return .node(.leaf, v, .leaf)
    case let .node(l, x, r):
      if v < x { return .node(l.inserting(v), x, r) }
      if v > x { return .node(l, x, r.inserting(v)) }
      return self
    }
  }
  var inOrder: [T] {
    guard case let .node(l, x, r) = self else { return [] }
    return l.inOrder + [x] + r.inOrder
  }
  var depth: Int {
    if case let .node(l, _, r) = self { return 1 + max(l.depth, r.depth) }
    return 0
  }
}
let tree = [5, 3, 8, 1, 4, 7, 9, 3, 2].reduce(Tree<Int>.leaf) { $0.inserting($1) }
print(tree.inOrder, tree.depth)
let words = ["pear", "apple", "fig"].reduce(Tree.leaf) { $0.inserting($1) }
print(words.inOrder, words.depth)

// expect: (2 + 3 * 4) = 14
// expect: -((1 + -5)) = 4
// expect: let x = 6 in x * x = 36
// expect: (y + 1) = unbound
// expect: 42
// expect: [1, 2, 3, 4, 5, 7, 8, 9] 4
// expect: ["apple", "fig", "pear"] 3
