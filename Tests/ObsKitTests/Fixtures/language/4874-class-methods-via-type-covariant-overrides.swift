// Compiler test style (test/Interpreter/classes.swift): class methods via type(of:), covariant overrides and metatype checks
// known-gap: line 15: expected "Optional("Eager") Optional(42)", got "Optional("Eager") 42"
class Interval: CustomStringConvertible {
  var lo, hi: Int
  required init(_ lo: Int, _ hi: Int) {
    self.lo = lo
    self.hi = hi
  }
  var description: String { return "[\(lo), \(hi)]" }
  class func make(_ lo: Int, _ hi: Int) -> Interval {
    return Interval(lo, hi)
  }
  class var bracket: String { return "closed" }
}

class OpenInterval: Interval {
  override var description: String { return "(\(lo), \(hi))" }
  override class func make(_ lo: Int, _ hi: Int) -> Interval {
    return OpenInterval(lo, hi)
  }
  override class var bracket: String { return "open" }
}

func + (a: Interval, b: Interval) -> Interval {
  return type(of: a).make(a.lo + b.lo, a.hi + b.hi)
}

prefix func - (a: Interval) -> Interval {
  return type(of: a).make(-a.hi, -a.lo)
}

func clone<T: Interval>(_ x: T) -> T {
  return T(x.lo, x.hi)
}

print(-Interval(1, 2))
print(-OpenInterval(-2, 3))
print(Interval(1, 2) + OpenInterval(3, 4))
print(OpenInterval(1, 2) + Interval(3, 4))
print(type(of: -OpenInterval(0, 1)).bracket)
print(clone(OpenInterval(5, 6)))
print(type(of: clone(OpenInterval(5, 6))))

print(Interval(1, 2) is OpenInterval)
let i12: Interval = OpenInterval(1, 2)
print(i12 is OpenInterval)
print(Interval.self is OpenInterval.Type)
print(OpenInterval.self is Interval.Type)
let meta: Interval.Type = OpenInterval.self
print(meta == OpenInterval.self, meta == Interval.self)
print(meta.make(9, 10))

class Producer {
  func produce() -> String? { return "Producer" }
  func maybe() -> Int? { return nil }
}
class Eager: Producer {
  override func produce() -> String { return "Eager" }
  override func maybe() -> Int { return 42 }
}
class EagerChild: Eager {}
class Loud: Eager {
  override func produce() -> String { return "LOUD" }
}

func ask(_ p: Producer) -> String? { return p.produce() }
for p in [Producer(), Eager(), EagerChild(), Loud()] {
  print(ask(p) as Any, p.maybe() as Any)
}
let e = Eager()
let s: String = e.produce()
print(s.count)

class Node {
  var children: [Node] = []
  func describe(_ depth: Int = 0) -> String {
    var out = String(repeating: " ", count: depth) + "\(type(of: self))"
    for c in children { out += "\n" + c.describe(depth + 2) }
    return out
  }
}
class Leaf: Node {}
class Branch: Node {
  override func describe(_ depth: Int = 0) -> String {
    return super.describe(depth) + " <- branch"
  }
}
let root = Node()
let b = Branch()
b.children = [Leaf(), Leaf()]
root.children = [b, Leaf()]
print(root.describe())

// expect: [-2, -1]
// expect: (-3, 2)
// expect: [4, 6]
// expect: (4, 6)
// expect: open
// expect: (5, 6)
// expect: OpenInterval
// expect: false
// expect: true
// expect: false
// expect: true
// expect: true false
// expect: (9, 10)
// expect: Optional("Producer") nil
// expect: Optional("Eager") Optional(42)
// expect: Optional("Eager") Optional(42)
// expect: Optional("LOUD") Optional(42)
// expect: 5
// expect: Node
// expect:   Branch
// expect:     Leaf
// expect:     Leaf <- branch
// expect:   Leaf
