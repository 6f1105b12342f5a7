// Compiler test style: protocol extension methods vs requirements, static vs dynamic dispatch
protocol Greeter {
  func greet() -> String
}

extension Greeter {
  func greet() -> String { return "Greeter.greet (default)" }
  func farewell() -> String { return "Greeter.farewell (extension only)" }
  func both() -> String { return greet() + " | " + farewell() }
}

struct English: Greeter {
  func greet() -> String { return "English.greet" }
  func farewell() -> String { return "English.farewell" }
}

struct Silent: Greeter {}

class Base: Greeter {
  func farewell() -> String { return "Base.farewell" }
}

class Derived: Base {
  func greet() -> String { return "Derived.greet (not a witness)" }
  override func farewell() -> String { return "Derived.farewell" }
}

func viaGeneric<T: Greeter>(_ t: T) -> String {
  return t.greet() + " / " + t.farewell()
}

func viaExistential(_ g: any Greeter) -> String {
  return g.greet() + " / " + g.farewell()
}

let e = English()
print(e.greet())
print(e.farewell())
print(viaGeneric(e))
print(viaExistential(e))
print(e.both())

let s = Silent()
print(s.greet())
print(viaGeneric(s))
print(s.both())

let d = Derived()
print(d.greet())
print(d.farewell())
print(viaGeneric(d))
print(viaExistential(d))
let b: Base = d
print(b.greet())
print(b.farewell())
print(d.both())

let asProto: any Greeter = e
print(asProto.farewell())
print((e as any Greeter).greet())

let all: [any Greeter] = [English(), Silent(), Base(), Derived()]
for g in all {
  print(g.greet(), "::", g.farewell())
}

// expect: English.greet
// expect: English.farewell
// expect: English.greet / Greeter.farewell (extension only)
// expect: English.greet / Greeter.farewell (extension only)
// expect: English.greet | Greeter.farewell (extension only)
// expect: Greeter.greet (default)
// expect: Greeter.greet (default) / Greeter.farewell (extension only)
// expect: Greeter.greet (default) | Greeter.farewell (extension only)
// expect: Derived.greet (not a witness)
// expect: Derived.farewell
// expect: Greeter.greet (default) / Greeter.farewell (extension only)
// expect: Greeter.greet (default) / Greeter.farewell (extension only)
// expect: Greeter.greet (default)
// expect: Derived.farewell
// expect: Greeter.greet (default) | Greeter.farewell (extension only)
// expect: Greeter.farewell (extension only)
// expect: English.greet
// expect: English.greet :: Greeter.farewell (extension only)
// expect: Greeter.greet (default) :: Greeter.farewell (extension only)
// expect: Greeter.greet (default) :: Greeter.farewell (extension only)
// expect: Greeter.greet (default) :: Greeter.farewell (extension only)
