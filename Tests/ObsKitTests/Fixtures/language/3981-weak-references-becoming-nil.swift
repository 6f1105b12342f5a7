// Compiler test style: weak references becoming nil, weak boxes in arrays and weak var capture
class Node {
    let id: Int
    init(_ id: Int) { self.id = id }
    deinit { print("Node \(id) deinit") }
}

struct WeakBox {
    weak var value: Node?
}

var strong: [Node] = [Node(1), Node(2), Node(3)]
let boxes = strong.map { WeakBox(value: $0) }
func alive() -> [Int] { boxes.compactMap { $0.value?.id } }
print("alive: \(alive())")
strong.remove(at: 1)
print("alive after remove: \(alive())")
strong.removeAll()
print("alive after removeAll: \(alive())")

weak var weakNode: Node? = Node(99)
print("weak to temporary is nil: \(weakNode == nil)")

var keeper: Node? = Node(5)
weak var observer = keeper
print("observer id: \(observer?.id ?? -1)")
var second = keeper
keeper = nil
print("after keeper = nil: \(observer?.id ?? -1)")
second = nil
print("after second = nil: \(observer?.id ?? -1)")

var holder: Node? = Node(7)
let report = { [weak holder] in
    print("closure sees \(holder?.id ?? -1)")
}
report()
holder = nil
report()
print("end")
// expect: alive: [1, 2, 3]
// expect: Node 2 deinit
// expect: alive after remove: [1, 3]
// expect: Node 1 deinit
// expect: Node 3 deinit
// expect: alive after removeAll: []
// expect: Node 99 deinit
// expect: weak to temporary is nil: true
// expect: observer id: 5
// expect: after keeper = nil: 5
// expect: Node 5 deinit
// expect: after second = nil: -1
// expect: closure sees 7
// expect: Node 7 deinit
// expect: closure sees -1
// expect: end
