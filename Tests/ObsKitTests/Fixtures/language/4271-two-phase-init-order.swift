// Compiler test style: two-phase initialization — property initializers, phase 1 vs phase 2 ordering
var trace: [String] = []

func note(_ s: String) -> Int {
  trace.append(s)
  return s.count
}

class Base {
  var a = note("Base.a default")
  var b: Int

  init(b: Int) {
    trace.append("Base.init phase1 start")
    self.b = b
    trace.append("Base.init phase1 done")
    // phase 2: may call methods now
    setup()
    trace.append("Base.init phase2 done")
  }

  func setup() {
    trace.append("Base.setup a=\(a) b=\(b)")
  }
}

class Middle: Base {
  var c = note("Middle.c default")
  var d: Int

  init(d: Int) {
    trace.append("Middle.init phase1 start")
    self.d = d
    super.init(b: d * 2)
    trace.append("Middle.init phase2 start")
    self.b += 1
    trace.append("Middle.init phase2 done b=\(b)")
  }

  override func setup() {
    trace.append("Middle.setup c=\(c) d=\(d)")
    super.setup()
  }
}

class Leaf: Middle {
  var e = note("Leaf.e default")
  let f: String

  init(f: String) {
    trace.append("Leaf.init phase1 start")
    self.f = f
    super.init(d: f.count)
    trace.append("Leaf.init phase2 e=\(e) f=\(f)")
  }

  override func setup() {
    trace.append("Leaf.setup f=\(f)")
    super.setup()
  }
}

let leaf = Leaf(f: "hello")
for (i, t) in trace.enumerated() {
  print("\(i): \(t)")
}
print("final a=\(leaf.a) b=\(leaf.b) c=\(leaf.c) d=\(leaf.d) e=\(leaf.e) f=\(leaf.f)")

trace = []
let m = Middle(d: 4)
print("--- Middle")
for t in trace {
  print(t)
}
print("final b=\(m.b) d=\(m.d)")
// expect: 0: Leaf.e default
// expect: 1: Leaf.init phase1 start
// expect: 2: Middle.c default
// expect: 3: Middle.init phase1 start
// expect: 4: Base.a default
// expect: 5: Base.init phase1 start
// expect: 6: Base.init phase1 done
// expect: 7: Leaf.setup f=hello
// expect: 8: Middle.setup c=16 d=5
// expect: 9: Base.setup a=14 b=10
// expect: 10: Base.init phase2 done
// expect: 11: Middle.init phase2 start
// expect: 12: Middle.init phase2 done b=11
// expect: 13: Leaf.init phase2 e=14 f=hello
// expect: final a=14 b=11 c=16 d=5 e=14 f=hello
// expect: --- Middle
// expect: Middle.c default
// expect: Middle.init phase1 start
// expect: Base.a default
// expect: Base.init phase1 start
// expect: Base.init phase1 done
// expect: Middle.setup c=16 d=4
// expect: Base.setup a=14 b=8
// expect: Base.init phase2 done
// expect: Middle.init phase2 start
// expect: Middle.init phase2 done b=9
// expect: final b=9 d=4
