// Swift compiler Interpreter test style: class inheritance with overrides and super calls
class Shape {
  var name: String
  init(name: String) { self.name = name }
  func area() -> Double { return 0 }
  func describe() -> String {
    return "\(name) with area \(area())"
  }
  func tag() -> String { return "Shape" }
}

class Rect: Shape {
  var w: Double, h: Double
  init(w: Double, h: Double) {
    self.w = w
    self.h = h
    super.init(name: "rect")
  }
  override func area() -> Double { return w * h }
  override func tag() -> String { return "Rect<" + super.tag() + ">" }
}

class Square: Rect {
  init(side: Double) {
    super.init(w: side, h: side)
    name = "square"
  }
  override func describe() -> String {
    return "[" + super.describe() + "]"
  }
  override func tag() -> String { return "Square<" + super.tag() + ">" }
}

final class Circle: Shape {
  let r: Double
  init(r: Double) { self.r = r; super.init(name: "circle") }
  override func area() -> Double { return 3.0 * r * r }
}

let shapes: [Shape] = [Shape(name: "blob"), Rect(w: 2, h: 3), Square(side: 4), Circle(r: 1.5)]
for s in shapes {
  print(s.describe())
  print(s.tag())
}

// CHECK dynamic type and `is` checks
for s in shapes {
  print(type(of: s), s is Rect, s is Square)
}

let sq: Rect = Square(side: 1.5)
print(sq.area())
print(sq.describe())

var total = 0.0
for s in shapes { total += s.area() }
print("total:", total)
// expect: blob with area 0.0
// expect: Shape
// expect: rect with area 6.0
// expect: Rect<Shape>
// expect: [square with area 16.0]
// expect: Square<Rect<Shape>>
// expect: circle with area 6.75
// expect: Shape
// expect: Shape false false
// expect: Rect true false
// expect: Square true true
// expect: Circle false false
// expect: 2.25
// expect: [square with area 2.25]
// expect: total: 28.75
