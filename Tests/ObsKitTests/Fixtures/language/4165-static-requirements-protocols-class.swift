// Compiler test style: static requirements on protocols and class methods overridden in subclasses
protocol Factory {
  static var name: String { get }
  static func create() -> Self
  init()
}
extension Factory {
  static func create() -> Self { return Self() }
  static func describe() -> String { return "factory of \(name)" }
}

struct Widget: Factory {
  static var name: String { return "widget" }
  var id = 0
}
struct Gadget: Factory {
  static let name = "gadget"
  var id = 7
  static func create() -> Gadget { var g = Gadget(); g.id = 99; return g }
}

print(Widget.create().id, Gadget.create().id)
print(Widget.describe(), Gadget.describe())

func build<F: Factory>(_ t: F.Type) -> F { return t.create() }
print(build(Gadget.self).id)

class Shape {
  class var sides: Int { return 0 }
  static var count = 0
  class func label() -> String { return "shape with \(sides) sides" }
  static func make() -> String { count += 1; return "made \(count)" }
}
class Triangle: Shape {
  override class var sides: Int { return 3 }
}
class Square: Shape {
  override class var sides: Int { return 4 }
  override class func label() -> String { return "square: " + super.label() }
}
let types: [Shape.Type] = [Shape.self, Triangle.self, Square.self]
for t in types { print(t.label()) }
print(Shape.make(), Triangle.make(), Square.make(), Shape.count)
// expect: 0 99
// expect: factory of widget factory of gadget
// expect: 99
// expect: shape with 0 sides
// expect: shape with 3 sides
// expect: square: shape with 4 sides
// expect: made 1 made 2 made 3 3
