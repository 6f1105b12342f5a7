// Compiler test style: enum cases with payloads and Optional.some used as function values
indirect enum Tree: CustomStringConvertible {
  case leaf(Int)
  case node(Tree, Tree)
  var description: String {
    switch self {
    case .leaf(let v): return "\(v)"
    case let .node(l, r): return "(\(l) \(r))"
    }
  }
  var sum: Int {
    switch self {
    case .leaf(let v): return v
    case let .node(l, r): return l.sum + r.sum
    }
  }
}

let leaves = [1, 2, 3, 4].map(Tree.leaf)
print(leaves)
let makeNode: (Tree, Tree) -> Tree = Tree.node
let tree = leaves.dropFirst().reduce(leaves[0], makeNode)
print(tree, tree.sum)

enum Shape { case circle(radius: Int), square(side: Int) }
let circles = [1, 2].map(Shape.circle(radius:))
print(circles.map { s -> String in
  if case .circle(let r) = s { return "circle \(r)" } else { return "other" }
})

let wrapped = [7, 8].map(Optional.some)
print(wrapped)
let results: [Result<Int, Never>] = [1, 2].map(Result.success)
print(results.map { try! $0.get() })

enum Op { case add, mul
  func apply(_ a: Int, _ b: Int) -> Int { self == .add ? a + b : a * b }
}
let applyFns = [Op.add, Op.mul].map(Op.apply)
print(applyFns.map { $0(3, 4) })
// expect: [1, 2, 3, 4]
// expect: (((1 2) 3) 4) 10
// expect: ["circle 1", "circle 2"]
// expect: [Optional(7), Optional(8)]
// expect: [1, 2]
// expect: [7, 12]
