// Compiler test style: recursive protocol constraints (associatedtype constrained to the protocol itself)
protocol TreeNode {
    associatedtype Child: TreeNode
    var label: String { get }
    var children: [Child] { get }
}

struct Dir: TreeNode {
    var label: String
    var children: [Dir]
}

struct LeafNode: TreeNode {
    var label: String
    var children: [LeafNode] { [] }
}

func depth<T: TreeNode>(_ t: T) -> Int {
    1 + (t.children.map { depth($0) }.max() ?? 0)
}

func labels<T: TreeNode>(_ t: T, indent: String = "") -> [String] {
    [indent + t.label] + t.children.flatMap { labels($0, indent: indent + "  ") }
}

protocol Successor {
    associatedtype Next: Successor where Next.Next == Next
    func next() -> Next
}
struct Terminal: Successor {
    func next() -> Terminal { self }
}

let tree = Dir(label: "root", children: [
    Dir(label: "a", children: [Dir(label: "a1", children: [])]),
    Dir(label: "b", children: [Dir(label: "b1", children: [Dir(label: "b11", children: [])])]),
])
print(depth(tree))
for l in labels(tree) { print(l) }
print(depth(LeafNode(label: "x")))
print(type(of: Terminal().next().next()))
print(String(describing: Dir.Child.Child.self))
// expect: 4
// expect: root
// expect:   a
// expect:     a1
// expect:   b
// expect:     b1
// expect:       b11
// expect: 1
// expect: Terminal
// expect: Dir
