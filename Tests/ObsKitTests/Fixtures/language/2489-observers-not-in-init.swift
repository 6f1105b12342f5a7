// Compiler test style: observers are not called in the declaring type's init but are in subclass inits and later
class Gauge {
  var level: Int = 0 {
    willSet { print("  Gauge.willSet \(level) -> \(newValue)") }
    didSet {
      print("  Gauge.didSet \(oldValue) -> \(level)")
      if level > 100 { level = 100 }
    }
  }
  init(level: Int) {
    self.level = level
    self.level += 1
    print("  Gauge.init level=\(self.level)")
  }
  func setFromMethod(_ v: Int) { level = v }
}

class PressureGauge: Gauge {
  init() {
    super.init(level: 5)
    level = 42
    print("  PressureGauge.init level=\(level)")
  }
}

struct Meter {
  var reading: Int {
    didSet { print("  Meter.didSet \(oldValue) -> \(reading)") }
  }
  init(reading: Int) {
    self.reading = reading
    self.reading *= 2
  }
  mutating func reset() { reading = 0 }
}

print("Gauge:")
let g = Gauge(level: 3)
print("PressureGauge:")
let p = PressureGauge()
print("clamp:")
p.setFromMethod(250)
print("level:", p.level)
print("Meter:")
var m = Meter(reading: 7)
print("reading:", m.reading)
m.reset()
_ = g
// expect: Gauge:
// expect:   Gauge.init level=4
// expect: PressureGauge:
// expect:   Gauge.init level=6
// expect:   Gauge.willSet 6 -> 42
// expect:   Gauge.didSet 6 -> 42
// expect:   PressureGauge.init level=42
// expect: clamp:
// expect:   Gauge.willSet 42 -> 250
// expect:   Gauge.didSet 42 -> 250
// expect: level: 100
// expect: Meter:
// expect: reading: 14
// expect:   Meter.didSet 14 -> 0
