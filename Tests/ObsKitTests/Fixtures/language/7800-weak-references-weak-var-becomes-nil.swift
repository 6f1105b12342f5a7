// Swift book style (weak references): weak var becomes nil when the object goes away
class Node {
    let value: Int
    weak var parent: Node?
    var children: [Node] = []
    init(_ value: Int) { self.value = value }
    deinit { print("node \(value) freed") }
    func add(_ child: Node) {
        children.append(child)
        child.parent = self
    }
}

var root: Node? = Node(1)
let leaf = Node(3)
do {
    let middle = Node(2)
    root!.add(middle)
    middle.add(leaf)
}
print("leaf parent: \(leaf.parent?.value ?? -1)")
print("grandparent: \(leaf.parent?.parent?.value ?? -1)")
root = nil
print("after root = nil")
print("leaf parent: \(leaf.parent.map { String($0.value) } ?? "nil")")
weak var probe: Node?
do {
    let temp = Node(9)
    probe = temp
    print("probe while alive: \(probe?.value ?? 0)")
}
print("probe after scope: \(probe == nil ? "nil" : "alive")")
// expect: leaf parent: 2
// expect: grandparent: 1
// expect: node 1 freed
// expect: node 2 freed
// expect: after root = nil
// expect: leaf parent: nil
// expect: probe while alive: 9
// expect: node 9 freed
// expect: probe after scope: nil
