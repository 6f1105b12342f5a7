// Compiler test style: members in class extensions and protocol extensions are statically dispatched or shadowed
// known-gap: needs the compiler check (the callee it chooses); unchecked: line 8: expected "Derived.ident / protocol extra", got "Derived.ident / Derived.extra"
protocol Identifiable {
  func ident() -> String
}
extension Identifiable {
  func ident() -> String { return "protocol default" }
  func extra() -> String { return "protocol extra" }
}

class Base: Identifiable {
  func ident() -> String { return "Base.ident" }
}
extension Base {
  func helper() -> String { return "Base.helper uses " + ident() }
}
class Derived: Base {
  override func ident() -> String { return "Derived.ident" }
  func extra() -> String { return "Derived.extra" }
}

let d = Derived()
print(d.helper())
print(d.extra())
let b: Base = d
print(b.helper())
print(b.extra())
let p: any Identifiable = d
print(p.ident(), "|", p.extra())

func gen<T: Identifiable>(_ t: T) -> String { return t.ident() + " / " + t.extra() }
print(gen(d))
print(gen(b))
func genBase<T: Base>(_ t: T) -> String { return t.ident() + " / " + t.extra() }
print(genBase(d))

struct Value: Identifiable {
  func extra() -> String { return "Value.extra" }
}
print(Value().ident(), "|", Value().extra(), "|", (Value() as any Identifiable).extra())
// expect: Base.helper uses Derived.ident
// expect: Derived.extra
// expect: Base.helper uses Derived.ident
// expect: protocol extra
// expect: Derived.ident | protocol extra
// expect: Derived.ident / protocol extra
// expect: Derived.ident / protocol extra
// expect: Derived.ident / protocol extra
// expect: protocol default | Value.extra | protocol extra
