// Compiler test style: copies of enums with indirect payloads are independent values
indirect enum Expr {
  case number(Int)
  case add(Expr, Expr)
  case mul(Expr, Expr)
  case negate(Expr)

  var value: Int {
    switch self {
    case .number(let n): return n
    case .add(let a, let b): return a.value + b.value
    case .mul(let a, let b): return a.value * b.value
    case .negate(let e): return -e.value
    }
  }

  var text: String {
    switch self {
    case .number(let n): return "\(n)"
    case .add(let a, let b): return "(\(a.text) + \(b.text))"
    case .mul(let a, let b): return "(\(a.text) * \(b.text))"
    case .negate(let e): return "-\(e.text)"
    }
  }

  mutating func incrementLeaves() {
    switch self {
    case .number(let n): self = .number(n + 1)
    case .add(var a, var b):
      a.incrementLeaves(); b.incrementLeaves()
      self = .add(a, b)
    case .mul(var a, var b):
      a.incrementLeaves(); b.incrementLeaves()
      self = .mul(a, b)
    case .negate(var e):
      e.incrementLeaves()
      self = .negate(e)
    }
  }
}

var original: Expr = .add(.number(2), .mul(.number(3), .negate(.number(4))))
var copy = original
copy.incrementLeaves()
print(original.text, "=", original.value)
print(copy.text, "=", copy.value)

var chain: Expr = .number(0)
var snapshots: [Expr] = []
for i in 1...4 {
  chain = .add(chain, .number(i))
  snapshots.append(chain)
}
snapshots[1].incrementLeaves()
for s in snapshots {
  print(s.text, s.value)
}

if case .add(let left, _) = chain, case .add(_, let inner) = left {
  print("inner right:", inner.text)
}

enum Node {
  indirect case branch(label: String, children: [Node])
  case leaf(Int)
}
var tree = Node.branch(label: "root", children: [.leaf(1), .leaf(2)])
let saved = tree
if case .branch(let label, var children) = tree {
  children.append(.leaf(3))
  tree = .branch(label: label + "'", children: children)
}
for n in [saved, tree] {
  if case .branch(let label, let children) = n { print(label, children.count) }
}
// expect: (2 + (3 * -4)) = -10
// expect: (3 + (4 * -5)) = -17
// expect: (0 + 1) 1
// expect: ((1 + 2) + 3) 6
// expect: (((0 + 1) + 2) + 3) 6
// expect: ((((0 + 1) + 2) + 3) + 4) 10
// expect: inner right: 3
// expect: root 2
// expect: root' 3
