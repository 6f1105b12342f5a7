// Compiler test style (test/Interpreter/properties.swift): stored, computed, lazy, static properties and observers
struct Temperature {
  var celsius: Double {
    willSet { print("will set celsius \(celsius) -> \(newValue)") }
    didSet { print("did set celsius \(oldValue) -> \(celsius)") }
  }
  var fahrenheit: Double {
    get { celsius * 9 / 5 + 32 }
    set { celsius = (newValue - 32) * 5 / 9 }
  }
  static var created = 0
  init(c: Double) { celsius = c; Temperature.created += 1 }
}

var t = Temperature(c: 100)
print(t.fahrenheit)
t.fahrenheit = 32
print(t.celsius)
t.celsius += 10
print(Temperature.created)

class Expensive {
  lazy var value: Int = {
    print("computing lazy value")
    return 99
  }()
  var reads = 0
  var tracked: Int = 0 {
    didSet { reads += 1 }
  }
}
let e = Expensive()
print("before access")
print(e.value)
print(e.value)
e.value = 5
print(e.value)
e.tracked = 1; e.tracked = 2; e.tracked += 3
print(e.tracked, e.reads)

struct Counter {
  private(set) var count = 0
  mutating func bump() { count += 1 }
  static let shared = "static-let"
  static var computedStatic: String { shared + "!" }
}
var ctr = Counter()
ctr.bump(); ctr.bump()
print(ctr.count, Counter.shared, Counter.computedStatic)

class Base {
  var name: String = "base" {
    didSet { print("Base.didSet \(oldValue) -> \(name)") }
  }
  var computed: Int { 1 }
}
class Sub: Base {
  override var name: String {
    willSet { print("Sub.willSet \(name) -> \(newValue)") }
    didSet { print("Sub.didSet \(oldValue) -> \(name)") }
  }
  override var computed: Int { super.computed + 10 }
}
let s = Sub()
s.name = "changed"
print(s.name, s.computed)

func modify(_ x: inout Double) { x = 50 }
var t2 = Temperature(c: 0)
modify(&t2.celsius)
modify(&t2.fahrenheit)
print(t2.celsius)

// expect: 212.0
// expect: will set celsius 100.0 -> 0.0
// expect: did set celsius 100.0 -> 0.0
// expect: 0.0
// expect: will set celsius 0.0 -> 10.0
// expect: did set celsius 0.0 -> 10.0
// expect: 1
// expect: before access
// expect: computing lazy value
// expect: 99
// expect: 99
// expect: 5
// expect: 5 3
// expect: 2 static-let static-let!
// expect: Sub.willSet base -> changed
// expect: Base.didSet base -> changed
// expect: Sub.didSet base -> changed
// expect: changed 11
// expect: will set celsius 0.0 -> 50.0
// expect: did set celsius 0.0 -> 50.0
// expect: will set celsius 50.0 -> 10.0
// expect: did set celsius 50.0 -> 10.0
// expect: 10.0
