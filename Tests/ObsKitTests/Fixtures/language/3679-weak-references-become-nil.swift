// Swift book style: weak references become nil and optional chaining through them
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

    func path() -> String {
        var parts = [String(value)]
        var p = parent
        while let current = p {
            parts.append(String(current.value))
            p = current.parent
        }
        return parts.joined(separator: " <- ")
    }
}

var root: Node? = Node(1)
let mid = Node(2)
let leaf = Node(3)
root!.add(mid)
mid.add(leaf)
print(leaf.path())
print("leaf parent: \(leaf.parent?.value ?? -1)")
print("mid grandparent: \(mid.parent?.parent?.value ?? -1)")
root!.children.removeAll()
root = nil
print(leaf.path())
print("mid parent now: \(mid.parent.map { String($0.value) } ?? "nil")")
// expect: 3 <- 2 <- 1
// expect: leaf parent: 2
// expect: mid grandparent: -1
// expect: node 1 freed
// expect: 3 <- 2
// expect: mid parent now: nil
