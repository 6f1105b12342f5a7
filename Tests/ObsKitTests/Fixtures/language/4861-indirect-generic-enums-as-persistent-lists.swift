// Compiler test style: indirect generic enums as persistent lists and trees with recursive algorithms
// known-gap: error: 4861-indirect-generic-enums-as-persistent-lists.swift:2:0: error: variable used before being initialized
indirect enum List<T> {
  case empty
  case cons(T, List<T>)

  init(_ items: [T]) {
    var l = List<T>.empty
    for item in items.reversed() { l = .cons(item, l) }
    self = l
  }

  var count: Int {
    switch self {
    case .empty: return 0
    case .cons(_, let rest): return 1 + rest.count
    }
  }

  func map<U>(_ f: (T) -> U) -> List<U> {
    switch self {
    case .empty: return .empty
    case let .cons(head, tail): return .cons(f(head), tail.map(f))
    }
  }

  func reversed() -> List<T> {
    var result = List<T>.empty
    var current = self
    while case let .cons(h, t) = current {
      result = .cons(h, result)
      current = t
    }
    return result
  }

  var array: [T] {
    var out: [T] = []
    var current = self
    while case let .cons(h, t) = current { out.append(h); current = t }
    return out
  }
}

extension List: Equatable where T: Equatable {}
extension List: CustomStringConvertible {
  var description: String {
    return "(" + array.map { "\($0)" }.joined(separator: " ") + ")"
  }
}

let l = List([1, 2, 3, 4])
print(l, l.count, l.reversed(), l.map { $0 * $0 })
print(l == List([1, 2, 3, 4]), l == l.reversed(), List<Int>.empty == List([]))
print(l.map { "n\($0)" }.array)
if case let .cons(first, .cons(second, _)) = l { print("first two:", first, second) }

enum Tree<T: Comparable> {
  case leaf
  indirect case node(Tree, T, Tree)

  func inserting(_ v: T) -> Tree {
    switch self {
    case .leaf:
      return .node(.leaf, v, .leaf)
    case let .node(left, value, right):
      if v < value { return .node(left.inserting(v), value, right) }
      if v > value { return .node(left, value, right.inserting(v)) }
      return self
    }
  }

  var inOrder: [T] {
    switch self {
    case .leaf: return []
    case let .node(l, v, r): return l.inOrder + [v] + r.inOrder
    }
  }

  var height: Int {
    switch self {
    case .leaf: return 0
    case let .node(l, _, r): return 1 + max(l.height, r.height)
    }
  }

  func contains(_ v: T) -> Bool {
    switch self {
    case .leaf: return false
    case let .node(l, x, r):
      return v == x ? true : (v < x ? l.contains(v) : r.contains(v))
    }
  }
}

let tree = [5, 3, 8, 1, 4, 7, 9, 3, 2].reduce(Tree<Int>.leaf) { $0.inserting($1) }
print(tree.inOrder, tree.height, tree.contains(4), tree.contains(6))
let words = ["pear", "apple", "fig", "kiwi"].reduce(Tree<String>.leaf) { $0.inserting($1) }
print(words.inOrder, words.height)

indirect enum Expr: CustomStringConvertible {
  case num(Int)
  case neg(Expr)
  case add(Expr, Expr)
  case mul(Expr, Expr)

  var value: Int {
    switch self {
    case .num(let n): return n
    case .neg(let e): return -e.value
    case let .add(a, b): return a.value + b.value
    case let .mul(a, b): return a.value * b.value
    }
  }
  var description: String {
    switch self {
    case .num(let n): return "\(n)"
    case .neg(let e): return "-\(e)"
    case let .add(a, b): return "(\(a) + \(b))"
    case let .mul(a, b): return "\(a) * \(b)"
    }
  }
}
let e = Expr.mul(.add(.num(2), .neg(.num(5))), .num(4))
print(e, "=", e.value)
print(Expr.neg(.neg(.num(1))).value)
print(List(["x"]), List<Int>.empty)
print(String(describing: Tree<Int>.leaf.inserting(1)))

// expect: (1 2 3 4) 4 (4 3 2 1) (1 4 9 16)
// expect: true false true
// expect: ["n1", "n2", "n3", "n4"]
// expect: first two: 1 2
// expect: [1, 2, 3, 4, 5, 7, 8, 9] 4 true false
// expect: ["apple", "fig", "kiwi", "pear"] 4
// expect: (2 + -5) * 4 = -12
// expect: 1
// expect: (x) ()
// expect: node(main.Tree<Swift.Int>.leaf, 1, main.Tree<Swift.Int>.leaf)
