// Compiler test style: recursive enum tree with T: Comparable and generic algorithms over it
indirect enum Tree<T: Comparable> {
  case leaf
  case node(Tree<T>, T, Tree<T>)

  func inserting(_ v: T) -> Tree<T> {
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
  var height: Int {
    guard case let .node(l, _, r) = self else { return 0 }
    return 1 + Swift.max(l.height, r.height)
  }
  func contains(_ v: T) -> Bool {
    switch self {
    case .leaf: return false
    case let .node(l, x, r): return v == x ? true : (v < x ? l.contains(v) : r.contains(v))
    }
  }
  var minimum: T? {
    guard case let .node(l, x, _) = self else { return nil }
    return l.minimum ?? x
  }
  func map<U: Comparable>(_ f: (T) -> U) -> Tree<U> {
    inOrder.map(f).reduce(Tree<U>.leaf) { $0.inserting($1) }
  }
}

extension Tree: CustomStringConvertible {
  var description: String {
    switch self {
    case .leaf: return "."
    case let .node(l, x, r): return "(\(l) \(x) \(r))"
    }
  }
}

func build<T>(_ values: [T]) -> Tree<T> {
  values.reduce(.leaf) { $0.inserting($1) }
}

let t = build([5, 3, 8, 1, 4, 9, 3])
print(t)
print(t.inOrder, t.height)
print(t.contains(4), t.contains(7), t.minimum!)
let words = build(["pear", "apple", "fig", "kiwi"])
print(words.inOrder, words.height)
print(words.minimum ?? "-")
let lengths = words.map { $0.count }
print(lengths, lengths.inOrder)
let negated = t.map { -$0 }
print(negated.inOrder, negated.height)
print(Tree<Int>.leaf.height, Tree<String>.leaf.minimum == nil)
// expect: (((. 1 .) 3 (. 4 .)) 5 (. 8 (. 9 .)))
// expect: [1, 3, 4, 5, 8, 9] 3
// expect: true false 1
// expect: ["apple", "fig", "kiwi", "pear"] 4
// expect: apple
// expect: ((. 3 (. 4 .)) 5 .) [3, 4, 5]
// expect: [-9, -8, -5, -4, -3, -1] 6
// expect: 0 true
