// Swift book style (parent and child ownership): a tree whose children are strong and whose parent links are weak; deinit order when a subtree is cut
class TreeNode {
    let name: String
    private(set) var children: [TreeNode] = []
    weak var parent: TreeNode?
    init(_ name: String) { self.name = name }
    @discardableResult
    func add(_ name: String) -> TreeNode {
        let child = TreeNode(name)
        child.parent = self
        children.append(child)
        return child
    }
    func remove(_ name: String) {
        children.removeAll { $0.name == name }
    }
    var path: String {
        if let p = parent { return p.path + "/" + name }
        return name
    }
    func dump(_ indent: String = "") {
        print(indent + name)
        for c in children { c.dump(indent + "  ") }
    }
    deinit { print("deinit \(name)") }
}

func grow() {
    let root = TreeNode("root")
    let docs = root.add("docs")
    docs.add("a.txt")
    let pics = root.add("pics")
    let deep = pics.add("2024").add("jan.png")
    print(deep.path)
    root.dump()
    print("cutting pics")
    root.remove("pics")
    print("deep still held: \(deep.name), parent alive: \(deep.parent != nil)")
    print(deep.path)
    print("leaving grow")
}
grow()
print("end")

// expect: root/pics/2024/jan.png
// expect: root
// expect:   docs
// expect:     a.txt
// expect:   pics
// expect:     2024
// expect:       jan.png
// expect: cutting pics
// expect: deep still held: jan.png, parent alive: true
// expect: root/pics/2024/jan.png
// expect: leaving grow
// expect: deinit pics
// expect: deinit 2024
// expect: deinit jan.png
// expect: deinit root
// expect: deinit docs
// expect: deinit a.txt
// expect: end
