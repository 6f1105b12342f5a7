// Compiler test style: class methods, static methods and required initializers dispatched through metatypes
// known-gap: needs the compiler check (literal types); unchecked: line 23: expected "1.0°F", got "1°F"
class Shape {
  class var kind: String { return "shape" }
  static let created = "static let on Shape"
  class func make() -> Shape { return self.init(sides: 0) }
  static func describe() -> String { return "Shape.describe sees \(kind)" }
  class func chain() -> String { return kind }

  let sides: Int
  required init(sides: Int) { self.sides = sides }
  func info() -> String { return "\(type(of: self).kind) with \(sides) sides" }
}

class Triangle: Shape {
  override class var kind: String { return "triangle" }
  override class func make() -> Shape { return Triangle(sides: 3) }
  override class func chain() -> String { return super.chain() + " > " + kind }
}

class Square: Shape {
  override class var kind: String { return "square" }
  required init(sides: Int) {
    super.init(sides: 4)
  }
  override class func chain() -> String { return super.chain() + " > square-level" }
}

final class Cube: Square {
  override class var kind: String { return "cube" }
  override class func chain() -> String { return super.chain() + " > cube-level" }
}

let metas: [Shape.Type] = [Shape.self, Triangle.self, Square.self, Cube.self]
for m in metas {
  print(m, m.kind, m.make().info(), m.describe())
}
for m in metas { print(m.chain()) }

print(Shape.created, Cube.created)

func build<T: Shape>(_ t: T.Type, sides: Int) -> T {
  return t.init(sides: sides)
}
print(build(Shape.self, sides: 5).info())
print(build(Square.self, sides: 99).info())
print(type(of: build(Cube.self, sides: 1)))

func buildDynamic(_ t: Shape.Type) -> Shape { return t.init(sides: 7) }
let dynamicType: Shape.Type = [Triangle.self, Cube.self][1]
print(buildDynamic(dynamicType).info(), type(of: buildDynamic(Triangle.self)))

let instance: Shape = Cube(sides: 0)
let metaOfInstance = type(of: instance)
print(metaOfInstance, metaOfInstance.kind, metaOfInstance == Cube.self, metaOfInstance is Square.Type)
print(metaOfInstance.init(sides: 2).info())

protocol Factory {
  static func create() -> Self
  static var label: String { get }
}
extension Factory {
  static var label: String { return "default label for \(Self.self)" }
}
struct Widget: Factory {
  var id = 1
  static func create() -> Widget { return Widget(id: 42) }
}
struct Gadget: Factory {
  static func create() -> Gadget { return Gadget() }
  static var label: String { return "custom gadget label" }
}
func produce<F: Factory>(_ f: F.Type) -> String { return "\(f.label): \(f.create())" }
print(produce(Widget.self))
print(produce(Gadget.self))
let factories: [any Factory.Type] = [Widget.self, Gadget.self]
for f in factories { print(f.label, f.create()) }

class Counter {
  static var instances = 0
  class var increment: Int { return 1 }
  init() { Counter.instances += type(of: self).increment }
}
class DoubleCounter: Counter {
  override class var increment: Int { return 2 }
}
_ = Counter()
_ = DoubleCounter()
_ = DoubleCounter()
print(Counter.instances, DoubleCounter.instances)

struct Temperature {
  static var unit = "C"
  static func format(_ v: Double) -> String { return "\(v)°\(unit)" }
  var value: Double
  func show() -> String { return Self.format(value) }
}
print(Temperature(value: 21.5).show())
Temperature.unit = "F"
print(Temperature(value: 70).show())
let staticFn = Temperature.format
print(staticFn(1))

// expect: Shape shape shape with 0 sides Shape.describe sees shape
// expect: Triangle triangle triangle with 3 sides Shape.describe sees triangle
// expect: Square square square with 4 sides Shape.describe sees square
// expect: Cube cube cube with 4 sides Shape.describe sees cube
// expect: shape
// expect: triangle > triangle
// expect: square > square-level
// expect: cube > square-level > cube-level
// expect: static let on Shape static let on Shape
// expect: shape with 5 sides
// expect: square with 4 sides
// expect: Cube
// expect: cube with 4 sides Triangle
// expect: Cube cube true true
// expect: cube with 4 sides
// expect: default label for Widget: Widget(id: 42)
// expect: custom gadget label: Gadget()
// expect: default label for Widget Widget(id: 42)
// expect: custom gadget label Gadget()
// expect: 5 5
// expect: 21.5°C
// expect: 70.0°F
// expect: 1.0°F
