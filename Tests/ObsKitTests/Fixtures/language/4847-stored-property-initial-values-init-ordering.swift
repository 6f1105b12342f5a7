// Compiler test style (test/Interpreter/class_resilience.swift): stored property initial values and init ordering across a class hierarchy
func note(_ s: String, _ v: Int) -> Int {
  print("  init \(s) = \(v)")
  return v
}

class Root {
  var a = note("Root.a", 1)
  let b: Int
  var c = note("Root.c", 3)
  lazy var lazyValue = note("Root.lazyValue", 99)
  static let shared = note("Root.shared", 1000)

  init() {
    print("  Root.init body start")
    b = note("Root.b", 2)
    print("  Root.init body end")
  }

  init(b: Int) {
    print("  Root.init(b:) body")
    self.b = b
  }

  func summary() -> String { return "a=\(a) b=\(b) c=\(c)" }
}

class Middle: Root {
  var m = note("Middle.m", 10)
  let n: Int

  override init() {
    print("  Middle.init phase 1")
    n = note("Middle.n", 20)
    super.init()
    print("  Middle.init phase 2, a=\(a)")
    a += 100
  }

  init(n: Int) {
    self.n = n
    super.init(b: -1)
    print("  Middle.init(n:) after super")
  }

  override func summary() -> String { return super.summary() + " m=\(m) n=\(n)" }
}

final class Leaf: Middle {
  var z = note("Leaf.z", 30)
  var observed = 0 {
    didSet { print("  observed didSet \(oldValue) -> \(observed)") }
  }

  override init() {
    print("  Leaf.init start")
    super.init()
    observed = 5
    print("  Leaf.init end")
  }

  override func summary() -> String { return super.summary() + " z=\(z) observed=\(observed)" }
}

print("make Root")
let r = Root()
print(r.summary())
print("make Middle(n:)")
let mid = Middle(n: 7)
print(mid.summary())
print("make Leaf")
let leaf = Leaf()
print(leaf.summary())
print("touch lazy")
print(leaf.lazyValue, leaf.lazyValue)
leaf.lazyValue = 5
print(leaf.lazyValue)
print("touch static")
print(Root.shared)
print(Middle.shared)

struct Settings {
  var width = note("Settings.width", 80)
  var height: Int
  var title = "untitled"
  init(height: Int) {
    print("  Settings.init body")
    self.height = height
  }
  init() {
    self.init(height: note("Settings.height default", 24))
    print("  Settings delegated init done")
  }
}
print("make Settings")
let s1 = Settings()
print(s1.width, s1.height, s1.title)
let s2 = Settings(height: 40)
print(s2.width, s2.height)

class WithClosureDefault {
  let table: [Int] = {
    print("  building table")
    return (1...4).map { $0 * $0 }
  }()
  let name: String
  init(name: String) {
    print("  WithClosureDefault.init \(name)")
    self.name = name
  }
}
print("make WithClosureDefault")
let w = WithClosureDefault(name: "w")
print(w.table, w.name)

// expect: make Root
// expect:   init Root.a = 1
// expect:   init Root.c = 3
// expect:   Root.init body start
// expect:   init Root.b = 2
// expect:   Root.init body end
// expect: a=1 b=2 c=3
// expect: make Middle(n:)
// expect:   init Middle.m = 10
// expect:   init Root.a = 1
// expect:   init Root.c = 3
// expect:   Root.init(b:) body
// expect:   Middle.init(n:) after super
// expect: a=1 b=-1 c=3 m=10 n=7
// expect: make Leaf
// expect:   init Leaf.z = 30
// expect:   Leaf.init start
// expect:   init Middle.m = 10
// expect:   Middle.init phase 1
// expect:   init Middle.n = 20
// expect:   init Root.a = 1
// expect:   init Root.c = 3
// expect:   Root.init body start
// expect:   init Root.b = 2
// expect:   Root.init body end
// expect:   Middle.init phase 2, a=1
// expect:   Leaf.init end
// expect: a=101 b=2 c=3 m=10 n=20 z=30 observed=5
// expect: touch lazy
// expect:   init Root.lazyValue = 99
// expect: 99 99
// expect: 5
// expect: touch static
// expect:   init Root.shared = 1000
// expect: 1000
// expect: 1000
// expect: make Settings
// expect:   init Settings.height default = 24
// expect:   init Settings.width = 80
// expect:   Settings.init body
// expect:   Settings delegated init done
// expect: 80 24 untitled
// expect:   init Settings.width = 80
// expect:   Settings.init body
// expect: 80 40
// expect: make WithClosureDefault
// expect:   building table
// expect:   WithClosureDefault.init w
// expect: [1, 4, 9, 16] w
