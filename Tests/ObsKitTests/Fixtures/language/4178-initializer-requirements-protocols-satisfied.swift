// Compiler test style: initializer requirements in protocols satisfied by structs and required class inits
// known-gap: line 6: expected "W5 G50", got "G50 G50"
protocol Defaultable {
  init()
  init(seed: Int)
}
extension Defaultable {
  init(seed: Int) { self.init() }
  static func many(_ n: Int) -> [Self] { return (0..<n).map { Self(seed: $0) } }
}

struct Zero: Defaultable, CustomStringConvertible {
  var v = 0
  var description: String { return "Z\(v)" }
}
struct Seeded: Defaultable, CustomStringConvertible {
  var v: Int
  init() { v = -1 }
  init(seed: Int) { v = seed * 10 }
  var description: String { return "S\(v)" }
}
class Widget: Defaultable, CustomStringConvertible {
  var v: Int
  required init() { v = 5 }
  var description: String { return "W\(v)" }
}
class Gizmo: Widget {
  required init() {
    super.init()
    v = 50
  }
  override var description: String { return "G\(v)" }
}

print(Zero.many(3))
print(Seeded.many(3))
print(Widget.many(2))
print(Gizmo.many(2))

func fresh<T: Defaultable>(_ t: T.Type) -> T { return T() }
print(fresh(Zero.self), fresh(Seeded.self), fresh(Widget.self), fresh(Gizmo.self))
let wt: Widget.Type = Gizmo.self
print(fresh(wt), wt.init())
let metas: [any Defaultable.Type] = [Zero.self, Seeded.self, Gizmo.self]
for m in metas { print(m.init(seed: 2)) }
// expect: [Z0, Z0, Z0]
// expect: [S0, S10, S20]
// expect: [W5, W5]
// expect: [G50, G50]
// expect: Z0 S-1 W5 G50
// expect: W5 G50
// expect: Z0
// expect: S20
// expect: G50
