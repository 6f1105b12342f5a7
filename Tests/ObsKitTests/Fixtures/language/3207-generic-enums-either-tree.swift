// Compiler test style: generic enums: Either, Tree with generic payloads and methods
enum Either<L, R> {
  case left(L)
  case right(R)

  func fold<T>(_ f: (L) -> T, _ g: (R) -> T) -> T {
    switch self {
    case .left(let l): return f(l)
    case .right(let r): return g(r)
    }
  }

  var isLeft: Bool {
    if case .left = self { return true }
    return false
  }
}

indirect enum Tree<T: Comparable> {
  case leaf
  case node(Tree, T, Tree)

  func inserting(_ v: T) -> Tree {
    switch self {
    case .leaf: return .node(.leaf, v, .leaf)
    case let .node(l, x, r):
      if v < x { return .node(l.inserting(v), x, r) }
      if v > x { return .node(l, x, r.inserting(v)) }
      return self
    }
  }

  var inorder: [T] {
    switch self {
    case .leaf: return []
    case let .node(l, x, r): return l.inorder + [x] + r.inorder
    }
  }

  var height: Int {
    switch self {
    case .leaf: return 0
    case let .node(l, _, r): return 1 + max(l.height, r.height)
    }
  }
}

let vals: [Either<Int, String>] = [.left(3), .right("hello"), .left(-1), .right("")]
for v in vals {
  print(v.fold({ "int \($0)" }, { "str \($0.count)" }), v.isLeft)
}
print(vals.filter { $0.isLeft }.count)

var t = Tree<Int>.leaf
for x in [5, 3, 8, 1, 4, 7, 9, 3, 5] { t = t.inserting(x) }
print(t.inorder)
print(t.height)
var st = Tree<String>.leaf
for s in ["m", "c", "x", "a"] { st = st.inserting(s) }
print(st.inorder, st.height)
// expect: int 3 true
// expect: str 5 false
// expect: int -1 true
// expect: str 0 false
// expect: 2
// expect: [1, 3, 4, 5, 7, 8, 9]
// expect: 3
// expect: ["a", "c", "m", "x"] 3
