// Compiler test style: release order of linked class chains and trees with weak parent links
class Node {
  let label: String
  var next: Node?
  init(_ label: String, next: Node? = nil) {
    self.label = label
    self.next = next
  }
  deinit { print("  deinit \(label)") }
}

class TaggedNode: Node {
  deinit { print("  tagged cleanup \(label)") }
}

print("chain:")
var head: Node? = Node("n1", next: TaggedNode("n2", next: Node("n3")))
var cursor = head
var labels: [String] = []
while let c = cursor {
  labels.append(c.label)
  cursor = c.next
}
print(labels)
print("drop head:")
head = nil
print("after chain")

class Tree {
  let name: String
  weak var parent: Tree?
  var children: [Tree] = []
  init(_ name: String) { self.name = name }
  func add(_ c: Tree) -> Tree {
    children.append(c)
    c.parent = self
    return c
  }
  func path() -> String {
    if let p = parent { return p.path() + "/" + name }
    return name
  }
  deinit { print("  tree deinit \(name)") }
}

class Leaf: Tree {
  deinit { print("  leaf deinit \(name)") }
}

print("tree:")
var root: Tree? = Tree("root")
let a = root!.add(Tree("a"))
_ = a.add(Leaf("a1"))
let b = root!.add(Leaf("b"))
print(b.path(), a.children[0].path())
print("drop root:")
root = nil
print(b.parent == nil, b.path())
print("done")
// expect: chain:
// expect: ["n1", "n2", "n3"]
// expect: drop head:
// expect:   deinit n1
// expect:   tagged cleanup n2
// expect:   deinit n2
// expect:   deinit n3
// expect: after chain
// expect: tree:
// expect: root/b root/a/a1
// expect: drop root:
// expect:   tree deinit root
// expect: true b
// expect: done
