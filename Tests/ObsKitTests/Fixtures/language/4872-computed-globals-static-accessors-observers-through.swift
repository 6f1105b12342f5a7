// Compiler test style (test/Interpreter/properties.swift): computed globals, static accessors, observers through inout and overrides
var backingTemperature = 15

var temperature: Int {
  get {
    print("temperature read")
    return backingTemperature
  }
  set {
    print("temperature written with \(newValue)")
    backingTemperature = newValue
  }
}

struct Gauge {
  static var calls = 0
  static var reading: Int {
    get { calls += 1; print("static get #\(calls)"); return calls * 10 }
    set { print("static set \(newValue)") }
  }
  static var shared = 7

  var level: Int = 0 {
    willSet { print("  level will change \(level) -> \(newValue)") }
    didSet { print("  level did change \(oldValue) -> \(level)") }
  }
}

func bump(_ x: inout Int, by amount: Int) {
  print("  inside bump, before: \(x)")
  x += amount
  print("  inside bump, after: \(x)")
}

class Panel {
  var title: String {
    get { return "panel" }
    set { print("Panel setter got \(newValue)") }
  }
  var width: Int = 10
  class var kind: String { return "Panel" }
}

class WatchedPanel: Panel {
  override var title: String {
    willSet { print("Watched willSet: current \(title), incoming \(newValue)") }
    didSet { print("Watched didSet: old \(oldValue), now \(title)") }
  }
  override var width: Int {
    didSet(previous) { print("width went from \(previous) to \(width)") }
  }
  override class var kind: String { return "Watched" + super.kind }
}

class Holder {
  lazy var cached: Int? = {
    print("computing cached")
    return 99
  }()
}

print(temperature)
temperature = 30
temperature += 1
print(backingTemperature)

print(Gauge.reading)
Gauge.reading = 5
Gauge.reading += 1
print(Gauge.shared)
Gauge.shared *= 3
print(Gauge.shared)

var g = Gauge()
g.level = 4
bump(&g.level, by: 3)
print("level now \(g.level)")

let p: Panel = WatchedPanel()
p.title = "hello"
p.width = 25
p.width += 5
print(p.width)
print(type(of: p).kind)
print(Panel.kind)

let h = Holder()
print("holder made")
print(h.cached as Any)
print(h.cached as Any)
h.cached = nil
print(h.cached as Any)
h.cached = 5
print(h.cached ?? -1)

var arr = [1, 2, 3] {
  didSet { print("arr changed to \(arr) (was \(oldValue))") }
}
arr[1] = 20
arr.append(4)
bump(&arr[0], by: 100)

// expect: temperature read
// expect: 15
// expect: temperature written with 30
// expect: temperature read
// expect: temperature written with 31
// expect: 31
// expect: static get #1
// expect: 10
// expect: static set 5
// expect: static get #2
// expect: static set 21
// expect: 7
// expect: 21
// expect:   level will change 0 -> 4
// expect:   level did change 0 -> 4
// expect:   inside bump, before: 4
// expect:   inside bump, after: 7
// expect:   level will change 4 -> 7
// expect:   level did change 4 -> 7
// expect: level now 7
// expect: Watched willSet: current panel, incoming hello
// expect: Panel setter got hello
// expect: Watched didSet: old panel, now panel
// expect: width went from 10 to 25
// expect: width went from 25 to 30
// expect: 30
// expect: WatchedPanel
// expect: Panel
// expect: holder made
// expect: computing cached
// expect: Optional(99)
// expect: Optional(99)
// expect: nil
// expect: 5
// expect: arr changed to [1, 20, 3] (was [1, 2, 3])
// expect: arr changed to [1, 20, 3, 4] (was [1, 20, 3])
// expect:   inside bump, before: 1
// expect:   inside bump, after: 101
// expect: arr changed to [101, 20, 3, 4] (was [1, 20, 3, 4])
