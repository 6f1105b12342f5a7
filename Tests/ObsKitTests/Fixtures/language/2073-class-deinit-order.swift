// Compiler test style: deinit order for subclass chains, owned members, and scope exits
class Tracker {
    let id: String
    init(_ id: String) { self.id = id; print("init \(id)") }
    deinit { print("deinit Tracker \(id)") }
}

class Parent {
    let tag: String
    let owned: Tracker
    init(tag: String) {
        self.tag = tag
        self.owned = Tracker(tag + ".owned")
        print("Parent.init \(tag)")
    }
    deinit { print("Parent.deinit \(tag)") }
}

class Child: Parent {
    let extra: Tracker
    init(tag: String, extra: String) {
        self.extra = Tracker(extra)
        super.init(tag: tag)
        print("Child.init \(tag)")
    }
    deinit { print("Child.deinit \(tag)") }
}

class GrandChild: Child {
    override init(tag: String, extra: String) {
        super.init(tag: tag, extra: extra)
        print("GrandChild.init \(tag)")
    }
    deinit { print("GrandChild.deinit \(tag)") }
}

func scope() {
    print("-- enter scope")
    let g = GrandChild(tag: "g", extra: "gx")
    print("using \(g.tag)")
    print("-- leave scope")
}
scope()
print("-- after scope")

var holder: Child? = Child(tag: "c", extra: "cx")
let alias = holder
holder = nil
print("holder cleared, alias still alive: \(alias!.tag)")

do {
    var list: [Parent] = [Parent(tag: "p1"), Parent(tag: "p2")]
    print("removing first")
    list.removeFirst()
    print("list count \(list.count)")
}
print("end")

// expect: -- enter scope
// expect: init gx
// expect: init g.owned
// expect: Parent.init g
// expect: Child.init g
// expect: GrandChild.init g
// expect: using g
// expect: -- leave scope
// expect: GrandChild.deinit g
// expect: Child.deinit g
// expect: Parent.deinit g
// expect: deinit Tracker g.owned
// expect: deinit Tracker gx
// expect: -- after scope
// expect: init cx
// expect: init c.owned
// expect: Parent.init c
// expect: Child.init c
// expect: holder cleared, alias still alive: c
// expect: init p1.owned
// expect: Parent.init p1
// expect: init p2.owned
// expect: Parent.init p2
// expect: removing first
// expect: Parent.deinit p1
// expect: deinit Tracker p1.owned
// expect: list count 1
// expect: Parent.deinit p2
// expect: deinit Tracker p2.owned
// expect: end
