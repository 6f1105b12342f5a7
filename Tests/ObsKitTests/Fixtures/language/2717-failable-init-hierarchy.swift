// Compiler test style: failable initializers across class hierarchies and delegation
var events: [String] = []

class Base {
  let id: Int
  init?(id: Int) {
    events.append("Base.init \(id)")
    if id < 0 { return nil }
    self.id = id
  }
  deinit { events.append("Base.deinit \(id)") }
}

class Derived: Base {
  let name: String
  init?(id: Int, name: String) {
    if name.isEmpty {
      events.append("Derived rejects empty name")
      return nil
    }
    self.name = name
    super.init(id: id)
    events.append("Derived.init done")
  }
  convenience init?(text: String) {
    guard let n = Int(text) else { return nil }
    self.init(id: n, name: "from-\(text)")
  }
}

func attempt(_ label: String, _ make: () -> Derived?) {
  events = []
  if let d = make() {
    print(label, "->", d.id, d.name)
  } else {
    print(label, "-> nil")
  }
  print("  ", events)
}

attempt("ok") { Derived(id: 1, name: "a") }
attempt("neg") { Derived(id: -1, name: "b") }
attempt("empty") { Derived(id: 2, name: "") }
attempt("text") { Derived(text: "42") }
attempt("badtext") { Derived(text: "x") }

struct Celsius {
  var value: Double
  init?(_ v: Double) {
    guard v >= -273.15 else { return nil }
    value = v
  }
  init!(forced v: Double) { self.init(v) }
}
print(Celsius(20)?.value as Any, Celsius(-300)?.value as Any)
let forced: Celsius? = Celsius(forced: -500)
print(forced == nil)

// expect: ok -> 1 a
// expect:    ["Base.init 1", "Derived.init done", "Base.deinit 1"]
// expect: neg -> nil
// expect:    ["Base.init -1"]
// expect: empty -> nil
// expect:    ["Derived rejects empty name"]
// expect: text -> 42 from-42
// expect:    ["Base.init 42", "Derived.init done", "Base.deinit 42"]
// expect: badtext -> nil
// expect:    []
// expect: Optional(20.0) nil
// expect: true
