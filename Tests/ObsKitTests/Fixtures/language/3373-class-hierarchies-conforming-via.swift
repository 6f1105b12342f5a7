// Compiler test style: class hierarchies conforming via superclass, protocol default shadowed in subclass
protocol Describer {
  func describe() -> String
  var kind: String { get }
}
extension Describer {
  func describe() -> String { "I am \(kind)" }
  var kind: String { "generic" }
}

class Base: Describer {
  var kind: String { "base" }
}
class Derived: Base {
  override var kind: String { "derived" }
  func describe() -> String { "Derived.describe" }
}
class Leaf: Derived {
  override func describe() -> String { "Leaf.describe" }
}

let items: [Base] = [Base(), Derived(), Leaf()]
for b in items {
  let d: Describer = b
  print(type(of: b), "|", d.describe(), "|", d.kind)
}
let dd = Derived()
print(dd.describe())
let ddb: Base = dd
print(ddb.describe())
print((Leaf() as Derived).describe())

func viaGeneric<T: Describer>(_ t: T) -> String { t.describe() }
print(viaGeneric(Leaf()))
print(viaGeneric(Derived()))
print(viaGeneric(Base()))
// expect: Base | I am base | base
// expect: Derived | I am derived | derived
// expect: Leaf | I am derived | derived
// expect: Derived.describe
// expect: I am derived
// expect: Leaf.describe
// expect: I am derived
// expect: I am derived
// expect: I am base
