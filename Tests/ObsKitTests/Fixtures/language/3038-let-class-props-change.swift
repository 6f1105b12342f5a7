// Compiler test style: let-bound class references with mutable properties
final class Node {
  var value: Int
  var children: [Node] = []
  init(_ v: Int) { value = v }
  func total() -> Int {
    return value + children.reduce(0) { $0 + $1.total() }
  }
}

struct Holder {
  let node: Node
  var label: String
}

let root = Node(1)
root.children.append(Node(2))
root.children.append(Node(3))
root.children[0].children.append(Node(4))
print(root.total())

let h = Holder(node: root, label: "h")
h.node.value = 100
print(root.value, h.node.total())

var h2 = h
h2.label = "h2"
h2.node.children[1].value = 30
print(h.label, h2.label)
print(h.node.children[1].value, root.children[1].value)
print(h.node === h2.node)

let constNodes = [Node(7), Node(8)]
constNodes[0].value += 1
for n in constNodes { n.value *= 2 }
print(constNodes.map { $0.value })
// expect: 10
// expect: 100 109
// expect: h h2
// expect: 30 30
// expect: true
// expect: [16, 16]
