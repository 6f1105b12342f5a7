// Compiler test style (deinit order): releasing a linked chain of objects
final class Node {
    let name: String
    var next: Node?
    init(_ name: String, next: Node? = nil) {
        self.name = name
        self.next = next
        print("init \(name)")
    }
    deinit {
        print("deinit \(name)")
    }
}

func buildChain() -> Node {
    let c = Node("c")
    let b = Node("b", next: c)
    return Node("a", next: b)
}

do {
    var head: Node? = buildChain()
    print("chain built, head = \(head!.name)")
    head = nil
    print("after head = nil")
}

// Cutting the chain in the middle releases only the tail.
var root: Node? = Node("x", next: Node("y", next: Node("z")))
print("cutting after x")
root?.next = nil
print("root still alive: \(root?.name ?? "none")")
root = nil
print("done")

// Replacing a stored reference releases the old value.
class Holder {
    var item: Node
    init(_ item: Node) { self.item = item }
}
let h = Holder(Node("first"))
h.item = Node("second")
print("holder now has \(h.item.name)")

// expect: init c
// expect: init b
// expect: init a
// expect: chain built, head = a
// expect: deinit a
// expect: deinit b
// expect: deinit c
// expect: after head = nil
// expect: init z
// expect: init y
// expect: init x
// expect: cutting after x
// expect: deinit y
// expect: deinit z
// expect: root still alive: x
// expect: deinit x
// expect: done
// expect: init first
// expect: init second
// expect: deinit first
// expect: holder now has second
