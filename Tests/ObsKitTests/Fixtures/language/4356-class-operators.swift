// Compiler test style: operators on classes, identity (===) versus equality (==), and inheritance
// known-gap: error: 4356-class-operators.swift:57:1: error: cannot assign to value: 'root' is a 'let' constant

class Node: Equatable {
  var id: Int
  var children: [Node] = []

  init(_ id: Int) {
    self.id = id
  }

  static func == (a: Node, b: Node) -> Bool {
    return a.id == b.id
  }

  static func + (parent: Node, child: Node) -> Node {
    parent.children.append(child)
    return parent
  }

  static func += (parent: Node, child: Node) {
    parent.children.append(child)
  }

  func total() -> Int {
    return children.reduce(id) { $0 + $1.total() }
  }
}

class Tagged: Node {
  var tag: String
  init(_ id: Int, tag: String) {
    self.tag = tag
    super.init(id)
  }
}

infix operator <~: AdditionPrecedence

func <~ (lhs: Node, rhs: Node) -> Bool {
  return lhs.children.contains { $0 === rhs }
}

let a = Node(1)
let b = Node(1)
let c = a
print(a == b)
print(a === b)
print(a === c)
print(a !== b)
print(a != Node(2))

let root = Node(10) + Node(20) + Node(30)
print(root.id, root.children.map { $0.id })
print(root.total())

let child = Node(5)
root += child
print(root.children.count)
print(root <~ child)
print(root <~ Node(5))
print(root.children.contains(Node(5)))
print(root.total())

let t1 = Tagged(7, tag: "x")
let t2 = Tagged(7, tag: "y")
print(t1 == t2)
print(t1 === t2)
let asNode: Node = t1
print(asNode == t2)
print(asNode === t1)

root += t1
print(root.total())
print(root <~ t1)
print(root <~ t2)

var nodes: [Node] = [Node(3), Node(1), Node(2), Node(1)]
print(nodes.firstIndex(of: Node(1)) ?? -1)
print(nodes.lastIndex(of: Node(1)) ?? -1)
print(nodes.filter { $0 == Node(1) }.count)
let firstNode = nodes[0]
nodes.removeAll { $0 === firstNode }
print(nodes.map { $0.id })

func modify(_ n: Node) {
  n += Node(100)
}
let m = Node(0)
modify(m)
modify(m)
print(m.children.count, m.total())

let optA: Node? = a
let optNil: Node? = nil
print(optA === c)
print(optNil === nil)
print(optA == b)
print(optNil == b)

// expect: true
// expect: false
// expect: true
// expect: true
// expect: true
// expect: 10 [20, 30]
// expect: 60
// expect: 3
// expect: true
// expect: false
// expect: true
// expect: 65
// expect: true
// expect: false
// expect: true
// expect: true
// expect: 72
// expect: true
// expect: false
// expect: 1
// expect: 3
// expect: 2
// expect: [1, 2, 1]
// expect: 2 200
// expect: true
// expect: true
// expect: true
// expect: false
