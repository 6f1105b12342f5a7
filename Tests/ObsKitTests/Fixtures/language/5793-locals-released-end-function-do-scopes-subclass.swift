// Compiler test style (deinit order): locals released at the end of function and do scopes, subclass deinit before superclass deinit, and reassignment releasing the old object
class Tracker {
    let name: String
    init(_ name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
}
class Parent {
    let id: Int
    init(id: Int) { self.id = id; print("Parent.init \(id)") }
    deinit { print("Parent.deinit \(id)") }
}
class Child: Parent {
    let member = Tracker("member")
    override init(id: Int) { print("Child.init \(id)"); super.init(id: id) }
    deinit { print("Child.deinit \(id)") }
}

func scope() {
    print("enter scope")
    do {
        let a = Tracker("a")
        print("using", a.name)
    }
    print("after do")
    var b: Tracker? = Tracker("b")
    print("has b", b != nil)
    b = nil
    print("b cleared")
    var c = Tracker("c1")
    print("holding", c.name)
    c = Tracker("c2")
    print("holding", c.name)
    print("leave scope")
}
scope()
print("---")
func hierarchy() {
    let child = Child(id: 7)
    print("child id", child.id)
}
hierarchy()
print("---")
func optionalChain() {
    var t: Tracker? = Tracker("opt")
    if let x = t { print("bound", x.name) }
    t = nil
    print("end optionalChain")
}
optionalChain()
print("---")
class Holder {
    var inner: Tracker?
    let label: String
    init(_ label: String, _ inner: Tracker?) { self.label = label; self.inner = inner }
    deinit { print("Holder \(label) deinit, inner still \(inner?.name ?? "none")") }
}
func nested() {
    let h = Holder("h", Tracker("inside"))
    print("made", h.label)
}
nested()
print("done")

// expect: enter scope
// expect: init a
// expect: using a
// expect: deinit a
// expect: after do
// expect: init b
// expect: has b true
// expect: deinit b
// expect: b cleared
// expect: init c1
// expect: holding c1
// expect: init c2
// expect: deinit c1
// expect: holding c2
// expect: leave scope
// expect: deinit c2
// expect: ---
// expect: init member
// expect: Child.init 7
// expect: Parent.init 7
// expect: child id 7
// expect: Child.deinit 7
// expect: Parent.deinit 7
// expect: deinit member
// expect: ---
// expect: init opt
// expect: bound opt
// expect: deinit opt
// expect: end optionalChain
// expect: ---
// expect: init inside
// expect: made h
// expect: Holder h deinit, inner still inside
// expect: deinit inside
// expect: done
