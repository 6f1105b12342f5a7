// Compiler test style: required initializers, inherited convenience initializers and init via metatypes
class Node {
  var name: String
  var depth: Int
  required init(name: String) {
    self.name = name
    self.depth = 0
    print("Node.init(name: \(name))")
  }
  required convenience init() {
    self.init(name: "anon")
    print("Node.init() convenience")
  }
  convenience init(pair a: String, _ b: String) {
    self.init(name: a + "+" + b)
    depth = 2
  }
  func describe() -> String { return "\(type(of: self))(\(name), \(depth))" }
}

// Inherits all initializers: adds no designated initializers.
class Leaf: Node {
  var weight = 1
}

// Overrides the only designated initializer, so inherits convenience ones.
class Branch: Node {
  var children: [Node] = []
  required init(name: String) {
    super.init(name: name.uppercased())
    depth = 1
    print("Branch.init(name:)")
  }
}

// Adds a new designated init; still must provide the required one.
class Root: Branch {
  init(level: Int) {
    super.init(name: "root\(level)")
    depth = level
    print("Root.init(level:)")
  }
  required init(name: String) {
    super.init(name: "r-" + name)
    print("Root.init(name:)")
  }
}

print(Leaf().describe())
print(Leaf(pair: "x", "y").describe())
print(Branch().describe())
print(Branch(pair: "p", "q").describe())
print(Root(level: 5).describe())
print(Root().describe())

func build<T: Node>(_ t: T.Type, _ n: String) -> T {
  return t.init(name: n)
}
let b = build(Branch.self, "gen")
print(b.describe(), b.children.count)
let metas: [Node.Type] = [Node.self, Leaf.self, Branch.self, Root.self]
for m in metas {
  print("->", m.init(name: "m").describe())
}

protocol Defaultable { init() }
extension Node: Defaultable {}
func fresh<T: Defaultable>(_ t: T.Type) -> T { return T() }
print((fresh(Leaf.self) as Node).describe())
print(fresh(Root.self).describe())

// expect: Node.init(name: anon)
// expect: Node.init() convenience
// expect: Leaf(anon, 0)
// expect: Node.init(name: x+y)
// expect: Leaf(x+y, 2)
// expect: Node.init(name: ANON)
// expect: Branch.init(name:)
// expect: Node.init() convenience
// expect: Branch(ANON, 1)
// expect: Node.init(name: P+Q)
// expect: Branch.init(name:)
// expect: Branch(P+Q, 2)
// expect: Node.init(name: ROOT5)
// expect: Branch.init(name:)
// expect: Root.init(level:)
// expect: Root(ROOT5, 5)
// expect: Node.init(name: R-ANON)
// expect: Branch.init(name:)
// expect: Root.init(name:)
// expect: Node.init() convenience
// expect: Root(R-ANON, 1)
// expect: Node.init(name: GEN)
// expect: Branch.init(name:)
// expect: Branch(GEN, 1) 0
// expect: Node.init(name: m)
// expect: -> Node(m, 0)
// expect: Node.init(name: m)
// expect: -> Leaf(m, 0)
// expect: Node.init(name: M)
// expect: Branch.init(name:)
// expect: -> Branch(M, 1)
// expect: Node.init(name: R-M)
// expect: Branch.init(name:)
// expect: Root.init(name:)
// expect: -> Root(R-M, 1)
// expect: Node.init(name: anon)
// expect: Node.init() convenience
// expect: Leaf(anon, 0)
// expect: Node.init(name: R-ANON)
// expect: Branch.init(name:)
// expect: Root.init(name:)
// expect: Node.init() convenience
// expect: Root(R-ANON, 1)
