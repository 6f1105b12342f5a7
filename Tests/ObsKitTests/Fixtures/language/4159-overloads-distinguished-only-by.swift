// Compiler test style: overloads distinguished only by argument labels
struct Calc {
  func value(of x: Int) -> String { return "of \(x)" }
  func value(for x: Int) -> String { return "for \(x)" }
  func value(_ x: Int) -> String { return "unlabeled \(x)" }
  func value(of x: Int, times y: Int) -> String { return "of \(x) times \(y) = \(x * y)" }
}

let c = Calc()
print(c.value(of: 2))
print(c.value(for: 3))
print(c.value(4))
print(c.value(of: 5, times: 6))

let f1 = c.value(of:)
let f2 = c.value(for:)
let f3: (Int) -> String = c.value(_:)
print(f1(7), f2(8), f3(9))

func make(x: Int) -> String { return "x=\(x)" }
func make(y: Int) -> String { return "y=\(y)" }
func make(_ z: Int) -> String { return "z=\(z)" }
let fs: [(Int) -> String] = [make(x:), make(y:), make(_:)]
print(fs.map { $0(1) })

struct Pt {
  var x = 0, y = 0
  init(x: Int) { self.x = x }
  init(y: Int) { self.y = y }
  init(both v: Int) { x = v; y = v }
}
let pts = [Pt(x: 1), Pt(y: 2), Pt(both: 3)]
for p in pts { print(p.x, p.y) }
// expect: of 2
// expect: for 3
// expect: unlabeled 4
// expect: of 5 times 6 = 30
// expect: of 7 for 8 unlabeled 9
// expect: ["x=1", "y=1", "z=1"]
// expect: 1 0
// expect: 0 2
// expect: 3 3
