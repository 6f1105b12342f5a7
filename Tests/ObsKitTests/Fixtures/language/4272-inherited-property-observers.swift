// Compiler test style: willSet/didSet overrides on inherited stored and computed properties
class Thermostat {
  var temperature: Int = 20 {
    willSet { print("  Thermostat.willSet \(temperature) -> \(newValue)") }
    didSet { print("  Thermostat.didSet \(oldValue) -> \(temperature)") }
  }

  var _mode = "auto"
  var mode: String {
    get { return _mode }
    set {
      print("  Thermostat.mode set \(newValue)")
      _mode = newValue
    }
  }
}

class SmartThermostat: Thermostat {
  var history: [Int] = []

  override var temperature: Int {
    willSet { print("  Smart.willSet \(temperature) -> \(newValue)") }
    didSet {
      print("  Smart.didSet \(oldValue) -> \(temperature)")
      history.append(temperature)
    }
  }

  override var mode: String {
    didSet { print("  Smart.mode didSet \(oldValue) -> \(mode)") }
  }
}

class ClampedThermostat: SmartThermostat {
  override var temperature: Int {
    didSet {
      if temperature > 30 {
        print("  Clamped: clamping \(temperature)")
        temperature = 30
      }
    }
  }
}

print("base:")
let t = Thermostat()
t.temperature = 22
t.mode = "cool"

print("smart:")
let s = SmartThermostat()
s.temperature = 25
s.temperature += 1
s.mode = "heat"
print("history \(s.history)")

print("clamped:")
let c = ClampedThermostat()
c.temperature = 35
print("value \(c.temperature) history \(c.history)")

print("through base reference:")
let ref: Thermostat = c
ref.temperature = 18
print("value \(ref.temperature)")

func bump(_ x: inout Int) {
  print("  bump inside")
  x += 100
}
print("inout:")
bump(&s.temperature)
print("value \(s.temperature) history \(s.history)")
// expect: base:
// expect:   Thermostat.willSet 20 -> 22
// expect:   Thermostat.didSet 20 -> 22
// expect:   Thermostat.mode set cool
// expect: smart:
// expect:   Smart.willSet 20 -> 25
// expect:   Thermostat.willSet 20 -> 25
// expect:   Thermostat.didSet 20 -> 25
// expect:   Smart.didSet 20 -> 25
// expect:   Smart.willSet 25 -> 26
// expect:   Thermostat.willSet 25 -> 26
// expect:   Thermostat.didSet 25 -> 26
// expect:   Smart.didSet 25 -> 26
// expect:   Thermostat.mode set heat
// expect:   Smart.mode didSet auto -> heat
// expect: history [25, 26]
// expect: clamped:
// expect:   Smart.willSet 20 -> 35
// expect:   Thermostat.willSet 20 -> 35
// expect:   Thermostat.didSet 20 -> 35
// expect:   Smart.didSet 20 -> 35
// expect:   Clamped: clamping 35
// expect:   Smart.willSet 35 -> 30
// expect:   Thermostat.willSet 35 -> 30
// expect:   Thermostat.didSet 35 -> 30
// expect:   Smart.didSet 35 -> 30
// expect: value 30 history [35, 30]
// expect: through base reference:
// expect:   Smart.willSet 30 -> 18
// expect:   Thermostat.willSet 30 -> 18
// expect:   Thermostat.didSet 30 -> 18
// expect:   Smart.didSet 30 -> 18
// expect: value 18
// expect: inout:
// expect:   bump inside
// expect:   Smart.willSet 26 -> 126
// expect:   Thermostat.willSet 26 -> 126
// expect:   Thermostat.didSet 26 -> 126
// expect:   Smart.didSet 26 -> 126
// expect: value 126 history [25, 26, 126]
