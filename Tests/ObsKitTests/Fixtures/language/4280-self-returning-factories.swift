// Compiler test style: Self-returning class methods with required init, dynamic Self in hierarchies
class Node {
  var value: Int
  static var created: [String] = []

  required init(value: Int) {
    self.value = value
    Node.created.append("\(type(of: self))(\(value))")
  }

  class func make(_ v: Int) -> Self {
    return self.init(value: v)
  }

  func copy() -> Self {
    return type(of: self).init(value: value + 100)
  }

  func chain(_ delta: Int) -> Self {
    value += delta
    return self
  }

  func kind() -> String { return "Node" }
}

class LeafNode: Node {
  var isTerminal = true
  override func kind() -> String { return "Leaf" }
}

final class RootNode: LeafNode {
  override func kind() -> String { return "Root" }
  var depth: Int { return 0 }
}

let a = Node.make(1)
let b = LeafNode.make(2)
let c = RootNode.make(3)
print(type(of: a), type(of: b), type(of: c))
print(b.isTerminal, c.depth)

let bc = b.copy()
print("copy of leaf: \(type(of: bc)) \(bc.value) terminal=\(bc.isTerminal)")
let cc = c.copy().chain(5).chain(1)
print("copy of root: \(type(of: cc)) \(cc.value) depth=\(cc.depth)")

let erased: Node = RootNode(value: 9)
let ec = erased.copy()
print("erased copy: \(type(of: ec)) \(ec.kind()) \(ec.value)")

let metas: [Node.Type] = [Node.self, LeafNode.self, RootNode.self]
let made = metas.map { $0.make(7) }
for m in made {
  print("\(m.kind()) \(m.value)")
}

print("created:")
for entry in Node.created {
  print("  \(entry)")
}

protocol Cloneable {
  init(seed: Int)
  func clone() -> Self
}

class Sheep: Cloneable {
  let seed: Int
  required init(seed: Int) { self.seed = seed }
  func clone() -> Self { return type(of: self).init(seed: seed * 2) }
}
class BlackSheep: Sheep {}

func cloneTwice<T: Cloneable>(_ x: T) -> T { return x.clone().clone() }
let dolly = cloneTwice(BlackSheep(seed: 3))
print(type(of: dolly), dolly.seed)
let s: Sheep = BlackSheep(seed: 1)
print(type(of: cloneTwice(s)), cloneTwice(s).seed)
// expect: Node LeafNode RootNode
// expect: true 0
// expect: copy of leaf: LeafNode 102 terminal=true
// expect: copy of root: RootNode 109 depth=0
// expect: erased copy: RootNode Root 109
// expect: Node 7
// expect: Leaf 7
// expect: Root 7
// expect: created:
// expect:   Node(1)
// expect:   LeafNode(2)
// expect:   RootNode(3)
// expect:   LeafNode(102)
// expect:   RootNode(103)
// expect:   RootNode(9)
// expect:   RootNode(109)
// expect:   Node(7)
// expect:   LeafNode(7)
// expect:   RootNode(7)
// expect: BlackSheep 12
// expect: BlackSheep 4
