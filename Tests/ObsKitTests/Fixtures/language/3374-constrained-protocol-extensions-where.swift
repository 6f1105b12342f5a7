// Compiler test style: constrained protocol extensions, where-clause overload selection, most specific default wins
protocol Shape { var name: String { get } }
extension Shape {
  var name: String { "shape" }
  func info() -> String { "info(\(name))" }
}
protocol Polygon: Shape { var sides: Int { get } }
extension Polygon {
  var name: String { "polygon\(sides)" }
  func info() -> String { "polygon info \(sides)" }
}
struct Circle: Shape {}
struct Square: Polygon { var sides: Int { 4 } }
struct Tri: Polygon { var sides: Int { 3 }; var name: String { "triangle" } }

print(Circle().name, Square().name, Tri().name)
print(Circle().info(), Square().info(), Tri().info())
let shapes: [any Shape] = [Circle(), Square(), Tri()]
print(shapes.map(\.name))
print(shapes.map { $0.info() })

extension Collection {
  func summary() -> String { "collection of \(count)" }
}
extension Collection where Element: Numeric {
  func summary() -> String { "numeric collection sum \(reduce(0, +))" }
}
extension Collection where Element == String {
  func summary() -> String { "strings: " + joined(separator: "+") }
}
print([1, 2, 3].summary())
print(["a", "b"].summary())
print([true, false].summary())
print((1...4).summary())

func genericSummary<C: Collection>(_ c: C) -> String { c.summary() }
print(genericSummary([1, 2, 3]))
print(genericSummary(["q"]))
// expect: shape polygon4 triangle
// expect: info(shape) polygon info 4 polygon info 3
// expect: ["shape", "polygon4", "triangle"]
// expect: ["info(shape)", "info(polygon4)", "info(triangle)"]
// expect: numeric collection sum 6
// expect: strings: a+b
// expect: collection of 2
// expect: numeric collection sum 10
// expect: collection of 3
// expect: collection of 1
