// Compiler test style: is, as?, as! and switch-case casts across a class hierarchy
class Node {
    let name: String
    init(_ name: String) { self.name = name }
}
class Leaf: Node {
    let value: Int
    init(_ name: String, value: Int) { self.value = value; super.init(name) }
}
class Branch: Node {
    var children: [Node]
    init(_ name: String, _ children: [Node]) { self.children = children; super.init(name) }
}
final class Root: Branch {}

func total(_ n: Node) -> Int {
    if let leaf = n as? Leaf { return leaf.value }
    if let b = n as? Branch { return b.children.reduce(0) { $0 + total($1) } }
    return 0
}

func kind(_ n: Node) -> String {
    switch n {
    case is Root: return "root"
    case let b as Branch where b.children.isEmpty: return "empty branch"
    case let b as Branch: return "branch(\(b.children.count))"
    case let l as Leaf: return "leaf=\(l.value)"
    default: return "plain node"
    }
}

let tree = Root("r", [
    Leaf("a", value: 1),
    Branch("b", [Leaf("c", value: 2), Leaf("d", value: 3), Node("e")]),
    Branch("f", []),
])

func walk(_ n: Node, _ depth: Int) {
    print(String(repeating: "  ", count: depth) + n.name + ": " + kind(n))
    if let b = n as? Branch {
        for c in b.children { walk(c, depth + 1) }
    }
}
walk(tree, 0)
print("total:", total(tree))

let nodes: [Node] = [tree, tree.children[0], tree.children[1], Node("z")]
print(nodes.map { $0 is Branch })
print(nodes.map { $0 is Root })
print(nodes.compactMap { ($0 as? Leaf)?.value })
let forced = tree.children[1] as! Branch
print(forced.children.map { $0.name })
let up: Node = forced
print(type(of: up) == Branch.self, type(of: tree) == Branch.self)
let branches = nodes.filter { $0 is Branch } as! [Branch]
print(branches.map { $0.children.count })

// expect: r: root
// expect:   a: leaf=1
// expect:   b: branch(3)
// expect:     c: leaf=2
// expect:     d: leaf=3
// expect:     e: plain node
// expect:   f: empty branch
// expect: total: 6
// expect: [true, false, true, false]
// expect: [true, false, false, false]
// expect: [1]
// expect: ["c", "d", "e"]
// expect: true false
// expect: [3, 3]
