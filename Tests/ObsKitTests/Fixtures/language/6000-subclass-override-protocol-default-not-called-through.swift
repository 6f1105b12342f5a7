// Swift Forums style (default implementations and subclasses): a subclass "override" of a protocol default is not called through the protocol
protocol Describer {
    func label() -> String
}

extension Describer {
    func label() -> String { "default label" }
    func shout() -> String { label().uppercased() + "!" }
}

class Base: Describer {}

class Child: Base {
    func label() -> String { "child label" }
}

class DeclaringBase: Describer {
    func label() -> String { "declaring base" }
}

class DeclaringChild: DeclaringBase {
    override func label() -> String { "declaring child" }
}

let child = Child()
print("direct:", child.label())
print("as Base via protocol:", (child as Base).label())
let p: any Describer = child
print("through any:", p.label())
print("shout:", child.shout())

let dc = DeclaringChild()
let q: any Describer = dc
print("declaring direct:", dc.label())
print("declaring through any:", q.label())
print("declaring shout:", dc.shout())

func generic<T: Describer>(_ t: T) -> String { t.label() }
print("generic Child:", generic(child))
print("generic DeclaringChild:", generic(dc))
print("generic as base:", generic(dc as DeclaringBase))

// expect: direct: child label
// expect: as Base via protocol: default label
// expect: through any: default label
// expect: shout: DEFAULT LABEL!
// expect: declaring direct: declaring child
// expect: declaring through any: declaring child
// expect: declaring shout: DECLARING CHILD!
// expect: generic Child: default label
// expect: generic DeclaringChild: declaring child
// expect: generic as base: declaring child
