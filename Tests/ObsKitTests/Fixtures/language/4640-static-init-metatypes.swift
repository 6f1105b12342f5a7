// Compiler test style: static and init requirements called through metatypes
protocol Defaultable {
  init()
  static var typeName: String { get }
  static func make(_ n: Int) -> Self
}

struct Point: Defaultable, CustomStringConvertible {
  var x = 0, y = 0
  init() {}
  init(x: Int, y: Int) { self.x = x; self.y = y }
  static var typeName: String { "Point" }
  static func make(_ n: Int) -> Point { return Point(x: n, y: -n) }
  var description: String { "(\(x), \(y))" }
}

final class Widget: Defaultable, CustomStringConvertible {
  var id: Int
  init() { id = 100 }
  init(id: Int) { self.id = id }
  static var typeName: String { "Widget" }
  static func make(_ n: Int) -> Widget { return Widget(id: n) }
  var description: String { "Widget(\(id))" }
}

func build<T: Defaultable>(_ t: T.Type) -> T { return T() }
func build2<T: Defaultable>(_ t: T.Type, n: Int) -> T { return t.make(n) }
func many<T: Defaultable>(_: T.Type, count: Int) -> [T] { return (0..<count).map { T.make($0) } }

print(build(Point.self))
print(build(Widget.self))
print(build2(Point.self, n: 3))
print(many(Widget.self, count: 3))

let types: [any Defaultable.Type] = [Point.self, Widget.self]
for t in types {
  print(t.typeName, t.init(), t.make(7))
}

func nameOf<T: Defaultable>(_ t: T.Type) -> String { return T.typeName + "/" + "\(t)" }
for t in types { print(nameOf(t)) }

let meta: Point.Type = Point.self
print(meta.init(x: 1, y: 2))
print(meta.typeName)

class Base {
  required init() { print("Base.init for \(type(of: self))") }
  class func create() -> Self { return self.init() }
  class var tag: String { "base" }
}
class Sub: Base {
  required init() { print("Sub.init"); super.init() }
  override class var tag: String { "sub" }
}

let classes: [Base.Type] = [Base.self, Sub.self]
for c in classes {
  let o = c.init()
  print(type(of: o), c.tag)
}
let s = Sub.create()
print(type(of: s))

func makeDefault<T>(_ t: T.Type) -> T? {
  if let d = t as? any Defaultable.Type {
    return d.init() as? T
  }
  return nil
}
print(makeDefault(Point.self) as Any)
print(makeDefault(Int.self) as Any)
print(Int.self, [Point].self, Point?.self)

// expect: (0, 0)
// expect: Widget(100)
// expect: (3, -3)
// expect: [Widget(0), Widget(1), Widget(2)]
// expect: Point (0, 0) (7, -7)
// expect: Widget Widget(100) Widget(7)
// expect: Point/Point
// expect: Widget/Widget
// expect: (1, 2)
// expect: Point
// expect: Base.init for Base
// expect: Base base
// expect: Sub.init
// expect: Base.init for Sub
// expect: Sub sub
// expect: Sub.init
// expect: Base.init for Sub
// expect: Sub
// expect: Optional((0, 0))
// expect: nil
// expect: Int Array<Point> Optional<Point>
