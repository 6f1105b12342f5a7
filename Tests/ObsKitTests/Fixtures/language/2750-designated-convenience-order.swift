// Compiler test style: designated and convenience init order across a three-level class hierarchy
class Base {
  var a: Int
  init(a: Int) {
    print("Base.init(a: \(a))")
    self.a = a
  }
  convenience init() {
    print("Base.convenience init()")
    self.init(a: 1)
  }
}

class Middle: Base {
  var b: String
  init(b: String) {
    print("Middle.init(b: \(b)) phase 1")
    self.b = b
    super.init(a: 10)
  }
  override init(a: Int) {
    print("Middle.override init(a: \(a))")
    self.b = "from-a"
    super.init(a: a * 2)
  }
}

class Leaf: Middle {
  var c = "leaf-default"
  override init(b: String) {
    print("Leaf.init(b:) c = \(c)")
    super.init(b: b + "!")
    c = "set-after-super"
  }
  override init(a: Int) {
    print("Leaf.init(a:)")
    super.init(a: a + 1)
  }
}

let x = Middle()
let y = Leaf()
print("x: a=\(x.a) b=\(x.b) | y: a=\(y.a) b=\(y.b) c=\(y.c)")
let z = Leaf(b: "zed")
print("z: a=\(z.a) b=\(z.b) c=\(z.c)")
// expect: Base.convenience init()
// expect: Middle.override init(a: 1)
// expect: Base.init(a: 2)
// expect: Base.convenience init()
// expect: Leaf.init(a:)
// expect: Middle.override init(a: 2)
// expect: Base.init(a: 4)
// expect: x: a=2 b=from-a | y: a=4 b=from-a c=leaf-default
// expect: Leaf.init(b:) c = leaf-default
// expect: Middle.init(b: zed!) phase 1
// expect: Base.init(a: 10)
// expect: z: a=10 b=zed! c=set-after-super
