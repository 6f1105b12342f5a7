// Compiler test style: deinit ordering at scope exit, array removal, reassignment and subclass deinit chains
class Tracked {
    let name: String
    init(_ name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
}

class TrackedChild: Tracked {
    deinit { print("child deinit \(name)") }
}

func scope() {
    let a = Tracked("a")
    print("in scope with \(a.name)")
}
scope()
print("after scope")

var items: [Tracked] = [Tracked("x"), Tracked("y"), Tracked("z")]
items.remove(at: 1)
print("removed y")
items.removeAll()
print("cleared")

var slot: Tracked? = Tracked("first")
slot = Tracked("second")
print("replaced")
slot = nil

do {
    let child = TrackedChild("kid")
    print("child is \(child.name)")
}
print("after do")

var holder: [String: Tracked] = [:]
holder["k"] = Tracked("dict")
holder["k"] = nil
print("done")
// expect: init a
// expect: in scope with a
// expect: deinit a
// expect: after scope
// expect: init x
// expect: init y
// expect: init z
// expect: deinit y
// expect: removed y
// expect: deinit x
// expect: deinit z
// expect: cleared
// expect: init first
// expect: init second
// expect: deinit first
// expect: replaced
// expect: deinit second
// expect: init kid
// expect: child is kid
// expect: child deinit kid
// expect: deinit kid
// expect: after do
// expect: init dict
// expect: deinit dict
// expect: done
