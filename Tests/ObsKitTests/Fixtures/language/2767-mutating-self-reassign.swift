// Compiler test style: mutating methods that reassign self in structs and enums
enum Light {
  case red, yellow, green
  mutating func next() {
    switch self {
    case .red: self = .green
    case .green: self = .yellow
    case .yellow: self = .red
    }
  }
}

struct Vec {
  var x: Int, y: Int
  mutating func reset() { self = Vec(x: 0, y: 0) }
  mutating func scale(_ k: Int) -> Vec {
    let old = self
    self = Vec(x: x * k, y: y * k)
    return old
  }
  var observed: Int = 0 {
    didSet { print("observed didSet \(oldValue)->\(observed)") }
  }
}

var l = Light.red
for _ in 0..<4 {
  print(l, terminator: " ")
  l.next()
}
print(l)

var v = Vec(x: 2, y: 3)
let before = v.scale(10)
print(before.x, before.y, v.x, v.y)
v.observed = 1
v.reset()
print(v.x, v.y, v.observed)

struct Holder {
  var v = Vec(x: 1, y: 1) {
    didSet { print("Holder.v didSet x \(oldValue.x) -> \(v.x)") }
  }
}
var h = Holder()
_ = h.v.scale(3)
h.v.reset()
// expect: red green yellow red green
// expect: 2 3 20 30
// expect: observed didSet 0->1
// expect: 0 0 0
// expect: Holder.v didSet x 1 -> 3
// expect: Holder.v didSet x 3 -> 0
