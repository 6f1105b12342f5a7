// Compiler test style (deinit order): subclass deinit runs before superclass; arrays release elements
class Base {
    let id: Int
    init(id: Int) { self.id = id }
    deinit { print("Base.deinit \(id)") }
}

class Derived: Base {
    let tag: String
    init(id: Int, tag: String) {
        self.tag = tag
        super.init(id: id)
    }
    deinit { print("Derived.deinit \(id) \(tag)") }
}

class MoreDerived: Derived {
    deinit { print("MoreDerived.deinit \(id)") }
}

do {
    let d = Derived(id: 1, tag: "alpha")
    print("made \(d.id)")
}
print("---")
do {
    _ = MoreDerived(id: 2, tag: "beta")
    print("after discarding")
}
print("---")
var items: [Base] = [Base(id: 10), Derived(id: 11, tag: "t"), MoreDerived(id: 12, tag: "u")]
print("array count \(items.count)")
items.removeLast()
print("removed last")
items = []
print("array emptied")
print("---")
var shared: [Base] = [Base(id: 20)]
var copy = shared
shared.removeAll()
print("original cleared, copy count \(copy.count)")
copy.removeAll()
print("copy cleared")

// expect: made 1
// expect: Derived.deinit 1 alpha
// expect: Base.deinit 1
// expect: ---
// expect: MoreDerived.deinit 2
// expect: Derived.deinit 2 beta
// expect: Base.deinit 2
// expect: after discarding
// expect: ---
// expect: array count 3
// expect: MoreDerived.deinit 12
// expect: Derived.deinit 12 u
// expect: Base.deinit 12
// expect: removed last
// expect: Base.deinit 10
// expect: Derived.deinit 11 t
// expect: Base.deinit 11
// expect: array emptied
// expect: ---
// expect: original cleared, copy count 1
// expect: Base.deinit 20
// expect: copy cleared
