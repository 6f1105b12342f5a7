// Compiler test style (test/Interpreter/struct_init.swift): memberwise initializers with defaults, lets, lazies and custom inits
// known-gap: line 28: expected "Generic<Array<Double>, Optional<Int>>(first: [1.5], second: nil, pairs: [([2.5], Optional(7))])", got "Generic<Array<Double>, Optional<Any>>(first: [1.5], second: nil, pairs: [([2.5], 7)])"
struct Config {
  var name: String
  var retries = 3
  let version = 1
  var verbose: Bool = false
  lazy var banner: String = {
    print("building banner for \(name)")
    return "== \(name) v\(version) =="
  }()
}

var c1 = Config(name: "alpha")
var c2 = Config(name: "beta", retries: 5)
var c3 = Config(name: "gamma", verbose: true)
var c4 = Config(name: "delta", retries: 0, verbose: true)
for c in [c1, c2, c3, c4] { print(c.name, c.retries, c.version, c.verbose) }
print(c1.banner)
print(c1.banner)
var c1copy = c1
c1copy.name = "changed"
print(c1copy.banner)
print(c2.banner)

struct Size {
  var width: Double
  var height: Double
}
extension Size {
  init(square side: Double) {
    self.init(width: side, height: side)
  }
  init() {
    width = 1
    height = 2
  }
}
print(Size(width: 3, height: 4), Size(square: 5), Size())

struct Counter {
  static var made = 0
  var id: Int
  var label: String
  init(label: String) {
    Counter.made += 1
    id = Counter.made
    self.label = label.uppercased()
    print("Counter.init \(id) \(self.label)")
  }
  init(copying other: Counter) {
    self = other
    label += "'"
  }
}
let k1 = Counter(label: "a")
let k2 = Counter(label: "b")
let k3 = Counter(copying: k2)
print(k1.id, k2.id, k3.id, k3.label, Counter.made)

struct Ordered {
  var a: Int = { print("init a"); return 1 }()
  var b: Int = { print("init b"); return 2 }()
  var c: Int
}
let o = Ordered(c: 3)
print(o.a, o.b, o.c)
let o2 = Ordered(b: 20, c: 30)
print(o2.a, o2.b, o2.c)

struct Optionals {
  var x: Int?
  var y: String?
  let z: Int?
}
print(Optionals(z: nil))
print(Optionals(x: 1, z: 2))
print(Optionals(x: nil, y: "y", z: 3))

struct Temperature {
  var celsius: Double {
    didSet { print("celsius set to \(celsius) from \(oldValue)") }
  }
  init(celsius: Double) {
    self.celsius = celsius
    print("initialized without observer")
  }
  init(fahrenheit: Double) {
    self.init(celsius: (fahrenheit - 32) * 5 / 9)
    self.celsius += 0
  }
}
var t = Temperature(celsius: 20)
t.celsius = 25
let tf = Temperature(fahrenheit: 212)
print(tf.celsius)

struct Generic<T, U> {
  var first: T
  var second: U
  var pairs: [(T, U)] = []
}
let g = Generic(first: 1, second: "one")
print(g.first, g.second, g.pairs.count, type(of: g))
let g2 = Generic(first: [1.5], second: Optional<Int>.none, pairs: [([2.5], 7)])
print(g2)

// expect: alpha 3 1 false
// expect: beta 5 1 false
// expect: gamma 3 1 true
// expect: delta 0 1 true
// expect: building banner for alpha
// expect: == alpha v1 ==
// expect: == alpha v1 ==
// expect: == alpha v1 ==
// expect: building banner for beta
// expect: == beta v1 ==
// expect: Size(width: 3.0, height: 4.0) Size(width: 5.0, height: 5.0) Size(width: 1.0, height: 2.0)
// expect: Counter.init 1 A
// expect: Counter.init 2 B
// expect: 1 2 2 B' 2
// expect: init a
// expect: init b
// expect: 1 2 3
// expect: init a
// expect: 1 20 30
// expect: Optionals(x: nil, y: nil, z: nil)
// expect: Optionals(x: Optional(1), y: nil, z: Optional(2))
// expect: Optionals(x: nil, y: Optional("y"), z: Optional(3))
// expect: initialized without observer
// expect: celsius set to 25.0 from 20.0
// expect: initialized without observer
// expect: 100.0
// expect: 1 one 0 Generic<Int, String>
// expect: Generic<Array<Double>, Optional<Int>>(first: [1.5], second: nil, pairs: [([2.5], Optional(7))])
