// Compiler test style: Self return types in classes, required init and dynamic Self factories
class Shape: CustomStringConvertible {
  var tags: [String] = []
  required init() {}
  class var kind: String { "shape" }
  func tagged(_ t: String) -> Self {
    tags.append(t)
    return self
  }
  func copy() -> Self {
    let c = type(of: self).init()
    c.tags = tags + ["copy"]
    return c
  }
  static func make(count: Int) -> [Shape] { (0..<count).map { _ in self.init() } }
  var description: String { "\(Self.kind)\(tags)" }
}

final class Circle: Shape {
  var radius = 1
  override class var kind: String { "circle" }
  func grow() -> Circle { radius += 1; return self }
}

class Polygon: Shape {
  var sides = 0
  required init() { super.init(); sides = 3 }
  override class var kind: String { "polygon" }
}

let c = Circle().tagged("red").tagged("big")
print(c, c.radius)
print(c.grow().tagged("grown").radius)
let c2 = c.copy()
print(type(of: c2), c2, c2.radius)
let p = Polygon().tagged("tri")
print(p.sides, p)
let shapeRef: Shape = p
let copied = shapeRef.copy()
print(type(of: copied), copied)
print(Circle.make(count: 2).map { "\(type(of: $0))" })
print(Polygon.make(count: 1).map { $0.description })
let meta: Shape.Type = Circle.self
print(meta.init(), meta.kind)
let metas: [Shape.Type] = [Shape.self, Circle.self, Polygon.self]
print(metas.map { $0.init().tagged("x").description })
print(c === c.tagged("same"), c.tags.count)
// expect: circle["red", "big"] 1
// expect: 2
// expect: Circle circle["red", "big", "grown", "copy"] 1
// expect: 3 polygon["tri"]
// expect: Polygon polygon["tri", "copy"]
// expect: ["Circle", "Circle"]
// expect: ["polygon[]"]
// expect: circle[] circle
// expect: ["shape[\"x\"]", "circle[\"x\"]", "polygon[\"x\"]"]
// expect: true 4
