// Compiler test style (test/Interpreter/class_methods.swift): static/class members, required init, Self returns, final
class Shape {
  class var sides: Int { 0 }
  static var instances = 0
  let label: String
  required init(label: String) { self.label = label; Shape.instances += 1 }
  class func make(_ l: String) -> Self { Self(label: l) }
  func clone() -> Self { Self(label: label + "'") }
  func info() -> String { "\(type(of: self)) \(label) sides=\(type(of: self).sides)" }
  static func total() -> Int { instances }
}
class Triangle: Shape {
  override class var sides: Int { 3 }
}
final class Square: Shape {
  override class var sides: Int { 4 }
  var extra = "sq"
  required init(label: String) { super.init(label: label.uppercased()) }
}

let t = Triangle.make("t1")
let s = Square.make("s1")
print(t.info(), "|", s.info(), s.extra)
let tc = t.clone()
print(tc.info(), type(of: tc) == Triangle.self)
let types: [Shape.Type] = [Shape.self, Triangle.self, Square.self]
for ty in types {
  let inst = ty.init(label: "gen")
  print(ty.sides, inst.info())
}
print(Shape.total(), Triangle.total())

protocol Factory { static func create() -> Self; static var name: String { get } }
struct Widget: Factory {
  var id: Int
  static func create() -> Widget { Widget(id: 42) }
  static var name: String { "Widget" }
}
extension Int: Factory {
  static func create() -> Int { 7 }
  static var name: String { "Int" }
}
func build<F: Factory>(_ t: F.Type) -> (F, String) { (t.create(), t.name) }
print(build(Widget.self).0.id, build(Widget.self).1, build(Int.self))
let f: any Factory.Type = Widget.self
print(f.name)

struct Counter {
  static var count = 0
  static func next() -> Int { count += 1; return count }
  static let start: Int = { print("init static start"); return 100 }()
}
print(Counter.next(), Counter.next())
print("before start")
print(Counter.start + Counter.next(), Counter.start)
enum Config {
  static let values = ["a": 1]
  static func get(_ k: String) -> Int { values[k] ?? 0 }
}
print(Config.get("a"), Config.get("z"))
let metaS: Shape.Type = type(of: s as Shape)
print(metaS, metaS.sides, metaS == Square.self)

// expect: Triangle t1 sides=3 | Square S1 sides=4 sq
// expect: Triangle t1' sides=3 true
// expect: 0 Shape gen sides=0
// expect: 3 Triangle gen sides=3
// expect: 4 Square GEN sides=4
// expect: 6 6
// expect: 42 Widget (7, "Int")
// expect: Widget
// expect: 1 2
// expect: before start
// expect: init static start
// expect: 103 100
// expect: 1 0
// expect: Square 4 true
