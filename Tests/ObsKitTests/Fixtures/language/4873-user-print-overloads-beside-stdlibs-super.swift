// Compiler test style (test/Interpreter/super_constructor.swift): user print overloads beside the stdlib's, super.init with Void labels
// known-gap: line 12: expected "1 2 3", got "ints: 1|2|3"
struct Pair {
  var a, b: Int
  init(_ a: Int, _ b: Int) {
    self.a = a
    self.b = b
  }
  init(_ s: Unicode.Scalar) {
    a = Int(s.value)
    b = -Int(s.value)
    print("pair from scalar \(s)")
  }
}

class Shape {
  var sides: Int
  var name: String
  init(sides: Int) {
    self.sides = sides
    self.name = "shape"
    print("Shape.init(sides: \(sides))")
  }
  init(named: String, marker: ()) {
    self.sides = 0
    self.name = named
    print("Shape.init(named:marker:) \(named)")
  }
}

class Triangle: Shape {
  init() {
    super.init(sides: 3)
    print("Triangle.init done, sides=\(sides)")
  }
  init(label: String) {
    super.init(named: label, marker: ())
    sides = 3
  }
}

class Square: Shape {
  override init(sides: Int) {
    print("Square.init before super")
    super.init(sides: 4)
    name = "square"
  }
}

func print(_ p: Pair) {
  print("Pair<\(p.a), \(p.b)>")
}

func print(_ s: Shape) {
  print("Shape[\(s.name), \(s.sides)]")
}

func print(_ values: Int...) {
  print("ints:", values.map(String.init).joined(separator: "|"))
}

print(Pair(1, 2))
print(Pair("A"))
print(Triangle())
print(Triangle(label: "tri"))
print(Square(sides: 99))
print(1, 2, 3)
print(7)
print("plain string still goes to the stdlib")
print("two", "items", separator: "+")

class Base {
  init() { print("Base.init()") }
  init(flag: Void) { print("Base.init(flag:)") }
  convenience init(twice: Bool) {
    self.init()
    print("Base convenience twice=\(twice)")
  }
}

class Derived: Base {
  override init() {
    super.init(flag: ())
    print("Derived.init()")
  }
  override init(flag: Void) {
    super.init()
    print("Derived.init(flag:)")
  }
}

_ = Base(flag: ())
_ = Derived()
_ = Derived(twice: true)
let shapes: [Shape] = [Triangle(), Square(sides: 0)]
for s in shapes { print(s) }

// expect: Pair<1, 2>
// expect: pair from scalar A
// expect: Pair<65, -65>
// expect: Shape.init(sides: 3)
// expect: Triangle.init done, sides=3
// expect: Shape[shape, 3]
// expect: Shape.init(named:marker:) tri
// expect: Shape[tri, 3]
// expect: Square.init before super
// expect: Shape.init(sides: 4)
// expect: Shape[square, 4]
// expect: 1 2 3
// expect: ints: 7
// expect: plain string still goes to the stdlib
// expect: two+items
// expect: Base.init(flag:)
// expect: Base.init(flag:)
// expect: Derived.init()
// expect: Base.init(flag:)
// expect: Derived.init()
// expect: Base convenience twice=true
// expect: Shape.init(sides: 3)
// expect: Triangle.init done, sides=3
// expect: Square.init before super
// expect: Shape.init(sides: 4)
// expect: Shape[shape, 3]
// expect: Shape[square, 4]
