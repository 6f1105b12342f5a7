// Compiler test style: observers added on overridden properties in subclasses call through to super
class Thermostat {
  var target: Int = 20 {
    willSet { print("  Base willSet \(target) -> \(newValue)") }
    didSet { print("  Base didSet \(oldValue) -> \(target)") }
  }
  var label: String {
    get { return "base(\(target))" }
    set { print("  Base label setter \(newValue)") }
  }
}

class SmartThermostat: Thermostat {
  override var target: Int {
    willSet { print("  Smart willSet \(target) -> \(newValue)") }
    didSet { print("  Smart didSet \(oldValue) -> \(target)") }
  }
  override var label: String {
    didSet { print("  Smart label didSet old=\(oldValue)") }
  }
}

class EcoThermostat: SmartThermostat {
  override var target: Int {
    didSet {
      print("  Eco didSet \(oldValue) -> \(target)")
    }
  }
}

print("base:")
let t = Thermostat()
t.target = 21
print("smart:")
let s = SmartThermostat()
s.target = 22
print("eco:")
let e = EcoThermostat()
e.target += 3
print("label:")
s.label = "hello"
print("final:", t.target, s.target, e.target)
// expect: base:
// expect:   Base willSet 20 -> 21
// expect:   Base didSet 20 -> 21
// expect: smart:
// expect:   Smart willSet 20 -> 22
// expect:   Base willSet 20 -> 22
// expect:   Base didSet 20 -> 22
// expect:   Smart didSet 20 -> 22
// expect: eco:
// expect:   Smart willSet 20 -> 23
// expect:   Base willSet 20 -> 23
// expect:   Base didSet 20 -> 23
// expect:   Smart didSet 20 -> 23
// expect:   Eco didSet 20 -> 23
// expect: label:
// expect:   Base label setter hello
// expect:   Smart label didSet old=base(22)
// expect: final: 21 22 23
