// Compiler test style: two-phase init order of property defaults, overridden calls from a base init
func value(_ s: String, _ v: Int) -> Int { print("default " + s); return v }

class Base {
  var a = value("Base.a", 1)
  var b = value("Base.b", 2)
  init() {
    print("Base.init body, dynamic type \(type(of: self))")
    setup()
  }
  func setup() { print("Base.setup a=\(a)") }
}

class Derived: Base {
  var c = value("Derived.c", 3)
  let d: Int
  init(d: Int) {
    print("Derived.init start")
    self.d = d
    super.init()
    print("Derived.init after super, a=\(a)")
  }
  override func setup() { print("Derived.setup c=\(c) d=\(d) b=\(b)") }
}

let x = Derived(d: 4)
let y = Base()
print(x.a + x.b + x.c + x.d, y.a)
// expect: default Derived.c
// expect: Derived.init start
// expect: default Base.a
// expect: default Base.b
// expect: Base.init body, dynamic type Derived
// expect: Derived.setup c=3 d=4 b=2
// expect: Derived.init after super, a=1
// expect: default Base.a
// expect: default Base.b
// expect: Base.init body, dynamic type Base
// expect: Base.setup a=1
// expect: 10 1
