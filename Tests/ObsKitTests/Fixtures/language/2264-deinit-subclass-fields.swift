// Compiler test style: deinit order across subclass/superclass bodies and destruction of stored properties
class Tracked {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("    field \(name) destroyed") }
}

class Base {
    let baseField = Tracked("base.field")
    let id: Int
    init(id: Int) { self.id = id; print("  Base.init \(id)") }
    deinit { print("  Base.deinit \(id)") }
}

class Derived: Base {
    let derivedField = Tracked("derived.field")
    var extra: Tracked? = Tracked("derived.extra")
    override init(id: Int) {
        print("  Derived.init before super \(id)")
        super.init(id: id)
        print("  Derived.init after super \(id)")
    }
    deinit { print("  Derived.deinit \(id), extra=\(extra?.name ?? "nil")") }
}

print("create derived")
var d: Derived? = Derived(id: 1)
print("clear extra first")
d?.extra = nil
print("release derived")
d = nil

print("base only")
do {
    let b = Base(id: 2)
    print("  using base \(b.id)")
}
print("done")
// expect: create derived
// expect:   Derived.init before super 1
// expect:   Base.init 1
// expect:   Derived.init after super 1
// expect: clear extra first
// expect:     field derived.extra destroyed
// expect: release derived
// expect:   Derived.deinit 1, extra=nil
// expect:   Base.deinit 1
// expect:     field base.field destroyed
// expect:     field derived.field destroyed
// expect: base only
// expect:   Base.init 2
// expect:   using base 2
// expect:   Base.deinit 2
// expect:     field base.field destroyed
// expect: done
