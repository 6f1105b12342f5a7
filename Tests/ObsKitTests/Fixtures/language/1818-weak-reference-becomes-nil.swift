// Compiler test style: weak references — a weak var reads nil once the last strong reference is released, including weak refs in a struct array
final class Session {
    let id: Int
    init(id: Int) { self.id = id }
    deinit { print("session \(id) closed") }
}

struct WeakBox {
    weak var value: Session?
}

var strong: Session? = Session(id: 1)
weak var observer = strong
print("observer sees \(observer?.id ?? -1)")
strong = nil
print("observer after release: \(observer == nil ? "nil" : "alive")")

var pool: [Session] = [Session(id: 10), Session(id: 11), Session(id: 12)]
var boxes = pool.map { WeakBox(value: $0) }
func describe(_ boxes: [WeakBox]) -> String {
    boxes.map { $0.value.map { String($0.id) } ?? "nil" }.joined(separator: ",")
}
print("boxes: \(describe(boxes))")
pool.remove(at: 1)
print("after removing 11: \(describe(boxes))")
pool.removeAll()
print("after removeAll: \(describe(boxes))")

let live = boxes.compactMap { $0.value }
print("live count: \(live.count)")

// A weak reference copied into a local strong reference keeps the object alive.
var keeper: Session? = Session(id: 99)
weak var weakKeeper = keeper
let pinned = weakKeeper
keeper = nil
print("pinned keeps it alive: \(weakKeeper?.id ?? -1)")
withExtendedLifetime(pinned) {
    print("inside extended lifetime: \(pinned!.id)")
}

// Optional chaining through a dead weak reference yields nil without crashing.
final class Node {
    weak var parent: Node?
    let label: String
    init(_ label: String) { self.label = label }
    deinit { print("node \(label) gone") }
}
var root: Node? = Node("root")
let child = Node("child")
child.parent = root
print("child's parent: \(child.parent?.label ?? "none")")
root = nil
print("child's parent after release: \(child.parent?.label ?? "none")")

// expect: observer sees 1
// expect: session 1 closed
// expect: observer after release: nil
// expect: boxes: 10,11,12
// expect: session 11 closed
// expect: after removing 11: 10,nil,12
// expect: session 10 closed
// expect: session 12 closed
// expect: after removeAll: nil,nil,nil
// expect: live count: 0
// expect: pinned keeps it alive: 99
// expect: inside extended lifetime: 99
// expect: child's parent: root
// expect: node root gone
// expect: child's parent after release: none
