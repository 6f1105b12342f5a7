// Book style (Deinitialization): deinit order in class hierarchies and with weak references
class Node {
    let name: String
    var children: [Node] = []
    weak var parent: Node?
    init(_ name: String) {
        self.name = name
        print("init \(name)")
    }
    func add(_ child: Node) {
        children.append(child)
        child.parent = self
    }
    deinit { print("deinit \(name)") }
}

class Base {
    let tag: String
    init(tag: String) { self.tag = tag; print("Base init \(tag)") }
    deinit { print("Base deinit \(tag)") }
}

class Derived: Base {
    var extra: Node?
    init(tag: String, extra: String) {
        self.extra = Node(extra)
        super.init(tag: tag)
        print("Derived init \(tag)")
    }
    deinit { print("Derived deinit \(tag)") }
}

var root: Node? = Node("root")
let leaf = Node("leaf")
root?.add(leaf)
root?.add(Node("branch"))
print(leaf.parent?.name as Any)
print(root?.children.map { $0.name } as Any)
root = nil
print("root released")
print(leaf.parent?.name as Any)

var d: Derived? = Derived(tag: "D1", extra: "payload")
print(d?.extra?.name as Any)
d = nil
print("after D1")

func scoped() {
    let items = [Base(tag: "a"), Base(tag: "b")]
    print("items \(items.map { $0.tag })")
}
scoped()
print("after scoped")

var holders: [Base] = [Derived(tag: "x", extra: "px"), Base(tag: "y")]
holders.removeLast()
print("removed y")
holders.removeAll()
print("end")

// expect: init root
// expect: init leaf
// expect: init branch
// expect: Optional("root")
// expect: Optional(["leaf", "branch"])
// expect: deinit root
// expect: deinit branch
// expect: root released
// expect: nil
// expect: init payload
// expect: Base init D1
// expect: Derived init D1
// expect: Optional("payload")
// expect: Derived deinit D1
// expect: Base deinit D1
// expect: deinit payload
// expect: after D1
// expect: Base init a
// expect: Base init b
// expect: items ["a", "b"]
// expect: Base deinit a
// expect: Base deinit b
// expect: after scoped
// expect: init px
// expect: Base init x
// expect: Derived init x
// expect: Base init y
// expect: Base deinit y
// expect: removed y
// expect: Derived deinit x
// expect: Base deinit x
// expect: deinit px
// expect: end
