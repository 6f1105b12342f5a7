// Q&A style (why does my override of a protocol extension method not get called?): requirements dispatch dynamically, extension-only methods statically
protocol Greeter {
    func hello() -> String
}

extension Greeter {
    func hello() -> String { "default hello" }
    func bye() -> String { "default bye" }
}

struct French: Greeter {
    func hello() -> String { "bonjour" }
    func bye() -> String { "au revoir" }
}

let concrete = French()
let existential: Greeter = French()

print("concrete.hello:", concrete.hello())
print("concrete.bye:", concrete.bye())
print("existential.hello:", existential.hello())
print("existential.bye:", existential.bye())

func viaGeneric<T: Greeter>(_ g: T) -> String { g.hello() + " / " + g.bye() }
print("generic:", viaGeneric(concrete))

// Class hierarchy variant: subclass cannot override what the base inherited from the extension.
class Base: Greeter {}
class Derived: Base {
    func hello() -> String { "derived hello" }
}
let asBase: Base = Derived()
let asProto: Greeter = Derived()
print("Derived().hello:", Derived().hello())
print("as Base:", asBase.hello())
print("as Greeter:", asProto.hello())

// Fix from the answer: declare the method in the base class so it can be overridden.
class FixedBase: Greeter {
    func hello() -> String { "fixed base hello" }
}
class FixedDerived: FixedBase {
    override func hello() -> String { "fixed derived hello" }
}
let fixed: Greeter = FixedDerived()
print("fixed as Greeter:", fixed.hello())

// expect: concrete.hello: bonjour
// expect: concrete.bye: au revoir
// expect: existential.hello: bonjour
// expect: existential.bye: default bye
// expect: generic: bonjour / default bye
// expect: Derived().hello: derived hello
// expect: as Base: default hello
// expect: as Greeter: default hello
// expect: fixed as Greeter: fixed derived hello
