// Compiler test style: lazy var initializer runs on first access, exactly once, with side effects
var log: [String] = []

func expensive(_ tag: String) -> Int {
  log.append("computed \(tag)")
  print("computing \(tag)")
  return tag.count * 10
}

class Model {
  lazy var size: Int = expensive("size")
  lazy var doubled: Int = { self.size * 2 }()
  init() { print("Model.init") }
}

let m = Model()
print("size = \(m.size)")
print("size again = \(m.size)")
print("doubled = \(m.doubled)")
m.size = 1
print("after set size = \(m.size), doubled = \(m.doubled)")

struct Lazy {
  lazy var name: String = { print("making name"); return "lazy-name" }()
}
var s = Lazy()
var t = s
print(s.name)
print(t.name)
s.name = "changed"
print(s.name, t.name)
// expect: Model.init
// expect: computing size
// expect: size = 40
// expect: size again = 40
// expect: doubled = 80
// expect: after set size = 1, doubled = 80
// expect: making name
// expect: lazy-name
// expect: making name
// expect: lazy-name
// expect: changed lazy-name
