// Compiler test style: didSet assigning its own property, observers after self.init in delegating inits
struct Gauge {
  var level: Int = 0 {
    didSet {
      print("didSet \(oldValue) -> \(level)")
      if level > 10 { level = 10 }
    }
  }
  init(level: Int) {
    self.level = level
    print("designated init, no observer above")
  }
  init(doubled: Int) {
    self.init(level: doubled)
    print("delegating init sets level again")
    level = doubled * 2
  }
}

var g = Gauge(level: 3)
g.level = 50
print("clamped to \(g.level)")
let d = Gauge(doubled: 4)
print("d.level = \(d.level)")

class Dial {
  var angle = 0 {
    willSet { print("Dial.willSet \(newValue)") }
  }
  init(angle: Int) { self.angle = angle }
  convenience init() {
    self.init(angle: 1)
    angle = 90
  }
}
let dial = Dial()
print("dial.angle = \(dial.angle)")
// expect: designated init, no observer above
// expect: didSet 3 -> 50
// expect: clamped to 10
// expect: designated init, no observer above
// expect: delegating init sets level again
// expect: d.level = 8
// expect: dial.angle = 90
