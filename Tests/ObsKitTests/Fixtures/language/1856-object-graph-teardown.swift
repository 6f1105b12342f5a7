// Compiler test style: ARC object graphs — a tree with strong child arrays and weak parent links tears down top-down when the root is released
final class TreeNode {
    let name: String
    private(set) var children: [TreeNode] = []
    weak var parent: TreeNode?

    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }

    @discardableResult
    func add(_ child: TreeNode) -> TreeNode {
        child.parent = self
        children.append(child)
        return child
    }

    func detach(_ name: String) -> TreeNode? {
        guard let i = children.firstIndex(where: { $0.name == name }) else { return nil }
        let c = children.remove(at: i)
        c.parent = nil
        return c
    }

    var path: String {
        var parts = [name]
        var p = parent
        while let node = p { parts.append(node.name); p = node.parent }
        return parts.reversed().joined(separator: "/")
    }

    func count() -> Int { 1 + children.reduce(0) { $0 + $1.count() } }
}

var root: TreeNode? = TreeNode("root")
let docs = root!.add(TreeNode("docs"))
docs.add(TreeNode("readme"))
let src = root!.add(TreeNode("src"))
let main = src.add(TreeNode("main"))
src.add(TreeNode("util"))
print("nodes: \(root!.count())")
print("path of main: \(main.path)")

print("-- detaching util")
_ = src.detach("util")
print("-- detached util")

print("-- moving readme from docs to src")
if let readme = docs.detach("readme") {
    src.add(readme)
    print("readme path: \(readme.path)")
}

print("-- releasing root")
root = nil
print("-- root released")
print("main's path now: \(main.path)")
print("src parent is nil: \(src.parent == nil)")
print("docs children: \(docs.children.count)")

// expect: nodes: 6
// expect: path of main: root/src/main
// expect: -- detaching util
// expect: deinit util
// expect: -- detached util
// expect: -- moving readme from docs to src
// expect: readme path: root/src/readme
// expect: -- releasing root
// expect: deinit root
// expect: -- root released
// expect: main's path now: src/main
// expect: src parent is nil: true
// expect: docs children: 0
