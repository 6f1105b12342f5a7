// Compiler test style: property observers are not called in own init but fire for inherited properties in subclass init
class Base {
  var level: Int = 0 {
    willSet { print("  Base.level willSet \(level) -> \(newValue)") }
    didSet { print("  Base.level didSet \(oldValue) -> \(level)") }
  }
  var label: String {
    didSet { print("  Base.label didSet \(oldValue) -> \(label)") }
  }

  init(label: String) {
    print(" Base.init begin")
    self.label = label
    self.level = 1
    print(" Base.init end")
  }

  func reset() {
    level = 0
  }
}

class Derived: Base {
  var extra: Int = 0 {
    didSet { print("  Derived.extra didSet \(oldValue) -> \(extra)") }
  }

  override var label: String {
    willSet { print("  Derived.label willSet \(label) -> \(newValue)") }
  }

  init() {
    print(" Derived.init begin")
    self.extra = 5
    super.init(label: "derived")
    print(" Derived.init after super")
    self.level = 2
    self.label = "changed"
    self.extra = 6
    print(" Derived.init end")
  }
}

class MoreDerived: Derived {
  override var level: Int {
    didSet { print("  MoreDerived.level didSet \(oldValue) -> \(level)") }
  }
  override init() {
    print(" MoreDerived.init begin")
    super.init()
    level = 3
    print(" MoreDerived.init end")
  }
}

print("Base:")
let b = Base(label: "b")
print("Derived:")
let d = Derived()
print("MoreDerived:")
let m = MoreDerived()
print("reset:")
m.reset()
print("final \(b.level) \(d.level) \(m.level) \(m.label)")
// expect: Base:
// expect:  Base.init begin
// expect:  Base.init end
// expect: Derived:
// expect:  Derived.init begin
// expect:  Base.init begin
// expect:  Base.init end
// expect:  Derived.init after super
// expect:   Base.level willSet 1 -> 2
// expect:   Base.level didSet 1 -> 2
// expect:   Derived.label willSet derived -> changed
// expect:   Base.label didSet derived -> changed
// expect:  Derived.init end
// expect: MoreDerived:
// expect:  MoreDerived.init begin
// expect:  Derived.init begin
// expect:  Base.init begin
// expect:  Base.init end
// expect:  Derived.init after super
// expect:   Base.level willSet 1 -> 2
// expect:   Base.level didSet 1 -> 2
// expect:   MoreDerived.level didSet 1 -> 2
// expect:   Derived.label willSet derived -> changed
// expect:   Base.label didSet derived -> changed
// expect:  Derived.init end
// expect:   Base.level willSet 2 -> 3
// expect:   Base.level didSet 2 -> 3
// expect:   MoreDerived.level didSet 2 -> 3
// expect:  MoreDerived.init end
// expect: reset:
// expect:   Base.level willSet 3 -> 0
// expect:   Base.level didSet 3 -> 0
// expect:   MoreDerived.level didSet 3 -> 0
// expect: final 1 2 0 changed
