// Compiler test style: refined protocol extensions supply more specific default implementations
protocol Base {
  func name() -> String
  func tag() -> String
}
protocol Refined: Base {}
protocol MoreRefined: Refined {}

extension Base {
  func name() -> String { return "Base.name" }
  func tag() -> String { return "Base.tag" }
  func helper() -> String { return "Base.helper" }
}
extension Refined {
  func name() -> String { return "Refined.name" }
  func helper() -> String { return "Refined.helper" }
}
extension MoreRefined {
  func tag() -> String { return "MoreRefined.tag" }
}

struct A: Base {}
struct B: Refined {}
struct C: MoreRefined {}
struct D: MoreRefined { func name() -> String { return "D.name" } }

let xs: [any Base] = [A(), B(), C(), D()]
for x in xs { print(x.name(), x.tag(), x.helper()) }

func viaBase<T: Base>(_ t: T) -> String { return t.name() + "," + t.tag() + "," + t.helper() }
func viaRefined<T: Refined>(_ t: T) -> String { return t.name() + "," + t.tag() + "," + t.helper() }
print(viaBase(B()), viaBase(C()), viaBase(D()))
print(viaRefined(B()), viaRefined(C()), viaRefined(D()))
print(B().helper(), C().helper(), D().name(), D().tag())
let r: any Refined = C()
print(r.helper(), (r as any Base).helper())
// expect: Base.name Base.tag Base.helper
// expect: Refined.name Base.tag Base.helper
// expect: Refined.name MoreRefined.tag Base.helper
// expect: D.name MoreRefined.tag Base.helper
// expect: Refined.name,Base.tag,Base.helper Refined.name,MoreRefined.tag,Base.helper D.name,MoreRefined.tag,Base.helper
// expect: Refined.name,Base.tag,Refined.helper Refined.name,MoreRefined.tag,Refined.helper D.name,MoreRefined.tag,Refined.helper
// expect: Refined.helper Refined.helper D.name MoreRefined.tag
// expect: Refined.helper Base.helper
