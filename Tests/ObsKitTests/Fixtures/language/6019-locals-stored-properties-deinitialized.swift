// Stack Overflow style (deinit order): when locals and stored properties are deinitialized
final class Tracer {
    let name: String
    init(_ name: String) { self.name = name; print("init", name) }
    deinit { print("deinit", name) }
}

final class Owner {
    let first = Tracer("owner.first")
    let second = Tracer("owner.second")
    init() { print("owner init") }
    deinit { print("owner deinit") }
}

func scope() {
    print("enter scope")
    let a = Tracer("a")
    let b = Tracer("b")
    _ = a.name + b.name
    print("leaving scope")
}
scope()
print("--")

do {
    let o = Owner()
    print("owner has", o.first.name)
}
print("--")

var maybe: Tracer? = Tracer("optional")
print("setting nil")
maybe = nil
print("after nil")
print("--")

var list = [Tracer("x"), Tracer("y")]
print("removing first")
list.removeFirst()
print("removing all")
list.removeAll()
print("--")

var holder: Tracer? = Tracer("old")
print("replacing")
holder = Tracer("new")
print("replaced with", holder!.name)
holder = nil
print("--")

_ = Tracer("discarded")
print("after discard")

// expect: enter scope
// expect: init a
// expect: init b
// expect: leaving scope
// expect: deinit b
// expect: deinit a
// expect: --
// expect: init owner.first
// expect: init owner.second
// expect: owner init
// expect: owner has owner.first
// expect: owner deinit
// expect: deinit owner.first
// expect: deinit owner.second
// expect: --
// expect: init optional
// expect: setting nil
// expect: deinit optional
// expect: after nil
// expect: --
// expect: init x
// expect: init y
// expect: removing first
// expect: deinit x
// expect: removing all
// expect: deinit y
// expect: --
// expect: init old
// expect: replacing
// expect: init new
// expect: deinit old
// expect: replaced with new
// expect: deinit new
// expect: --
// expect: init discarded
// expect: deinit discarded
// expect: after discard
