// Compiler test style: overriding stored properties with computed ones, read-only to read-write, super access
class Base {
    var name = "base"
    var readOnly: Int { return 1 }
    var counter = 0
    func show() -> String { "\(name) \(readOnly) \(counter)" }
}

class Derived: Base {
    private var backing = 10
    override var name: String {
        get { return "derived(" + super.name + ")" }
        set { super.name = newValue.uppercased() }
    }
    override var readOnly: Int {
        get { return backing }
        set { backing = newValue * 2 }
    }
    override var counter: Int {
        get { super.counter + 100 }
        set { super.counter = newValue - 100 }
    }
}

final class MoreDerived: Derived {
    override var readOnly: Int {
        get { super.readOnly + 1 }
        set { super.readOnly = newValue }
    }
}

let b = Base()
print(b.show())
let d = Derived()
print(d.show())
d.name = "custom"
d.readOnly = 7
print(d.show())
d.counter += 5
print(d.counter, d.show())

let m = MoreDerived()
m.readOnly = 3
print(m.readOnly)
let asBase: Base = m
print(asBase.readOnly, asBase.name)
asBase.name = "via base"
print(asBase.show())
asBase.counter = 150
print(asBase.counter)
// expect: base 1 0
// expect: derived(base) 10 100
// expect: derived(CUSTOM) 14 100
// expect: 105 derived(CUSTOM) 14 105
// expect: 7
// expect: 7 derived(base)
// expect: derived(VIA BASE) 7 100
// expect: 150
