// Compiler test style (deinit with collections and closures): arrays of objects releasing elements, closures keeping captured objects alive, weak and unowned references
class Node {
    let name: String
    weak var parent: Node?
    var children: [Node] = []
    init(_ name: String) { self.name = name }
    deinit { print("deinit \(name)") }
}
func arrays() {
    var list = [Node("x"), Node("y"), Node("z")]
    print("count", list.count)
    list.remove(at: 1)
    print("removed middle")
    list.removeAll()
    print("removed all")
}
arrays()
print("---")
func closureKeepsAlive() -> () -> String {
    let n = Node("captured")
    return { "closure sees \(n.name)" }
}
do {
    var f: (() -> String)? = closureKeepsAlive()
    print(f!())
    f = nil
    print("closure released")
}
print("---")
func weakRefs() {
    var strong: Node? = Node("target")
    weak var w = strong
    print("weak alive:", w?.name ?? "nil")
    strong = nil
    print("weak after:", w?.name ?? "nil")
}
weakRefs()
print("---")
func tree() {
    let root = Node("root")
    let kid = Node("kid")
    kid.parent = root
    root.children.append(kid)
    print("kid parent:", kid.parent?.name ?? "nil")
}
tree()
print("---")

class Owner {
    let name: String
    var pet: Pet?
    init(_ name: String) { self.name = name }
    deinit { print("Owner \(name) gone") }
}
class Pet {
    unowned let owner: Owner
    init(owner: Owner) { self.owner = owner }
    deinit { print("Pet gone") }
}
func unownedRefs() {
    let o = Owner("sam")
    o.pet = Pet(owner: o)
    print("pet owner:", o.pet!.owner.name)
}
unownedRefs()
print("---")
class Cycle {
    var action: (() -> Void)?
    let label: String
    init(_ l: String) { label = l }
    deinit { print("Cycle \(label) deinit") }
}
func captureLists() {
    let c = Cycle("weakly")
    c.action = { [weak c] in print("action on", c?.label ?? "nil") }
    c.action?()
}
captureLists()
print("end")

// expect: count 3
// expect: deinit y
// expect: removed middle
// expect: deinit x
// expect: deinit z
// expect: removed all
// expect: ---
// expect: closure sees captured
// expect: deinit captured
// expect: closure released
// expect: ---
// expect: weak alive: target
// expect: deinit target
// expect: weak after: nil
// expect: ---
// expect: kid parent: root
// expect: deinit root
// expect: deinit kid
// expect: ---
// expect: pet owner: sam
// expect: Owner sam gone
// expect: Pet gone
// expect: ---
// expect: action on weakly
// expect: Cycle weakly deinit
// expect: end
