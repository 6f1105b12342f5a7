// Swift compiler Interpreter test style: protocol extension dispatch (requirement vs extension-only)
protocol Greeter {
  func greet() -> String
}

extension Greeter {
  func greet() -> String { "default greet" }
  func farewell() -> String { "default farewell" }
  func both() -> String { greet() + " / " + farewell() }
}

struct English: Greeter {
  func greet() -> String { "hello" }
  func farewell() -> String { "goodbye" }
}

struct Silent: Greeter {}

class Base: Greeter {
  func farewell() -> String { "base farewell" }
}
class Derived: Base {
  func greet() -> String { "derived greet" }
  override func farewell() -> String { "derived farewell" }
}

func viaGeneric<T: Greeter>(_ g: T) -> String { g.greet() + " & " + g.farewell() }
func viaExistential(_ g: any Greeter) -> String { g.greet() + " & " + g.farewell() }

let e = English()
print(e.greet(), e.farewell())
print(viaGeneric(e))
print(viaExistential(e))
print(e.both())

let s = Silent()
print(viaGeneric(s))
print(s.both())

let d = Derived()
print(d.greet(), "|", d.farewell())
print(viaGeneric(d))
let b: Base = d
print(b.greet(), "|", b.farewell())

let list: [any Greeter] = [English(), Silent(), Derived()]
for g in list {
  print(type(of: g), "->", g.greet(), "/", g.farewell())
}

protocol Named { var name: String { get } }
extension Named {
  var shout: String { name.uppercased() + "!" }
}
extension Named where Self: Equatable {
  func same(as other: Self) -> Bool { self == other }
}
struct Pet: Named, Equatable { let name: String }
let a = Pet(name: "rex")
print(a.shout, a.same(as: Pet(name: "rex")), a.same(as: Pet(name: "max")))
// expect: hello goodbye
// expect: hello & default farewell
// expect: hello & default farewell
// expect: hello / default farewell
// expect: default greet & default farewell
// expect: default greet / default farewell
// expect: derived greet | derived farewell
// expect: default greet & default farewell
// expect: default greet | derived farewell
// expect: English -> hello / default farewell
// expect: Silent -> default greet / default farewell
// expect: Derived -> default greet / default farewell
// expect: REX! true false
