// Compiler test style: class hierarchies overriding description and debugDescription
class Shape: CustomStringConvertible {
  var description: String { "Shape" }
}

class Circle: Shape {
  let r: Int
  init(r: Int) { self.r = r }
  override var description: String { "Circle(r: \(r)) : " + super.description }
}

class Square: Shape, CustomDebugStringConvertible {
  var debugDescription: String { "<Square debug>" }
}

class Plain {}
class PlainChild: Plain {}

let shapes: [Shape] = [Shape(), Circle(r: 2), Square()]
for s in shapes { print(s) }
for s in shapes { debugPrint(s) }
print(shapes)
print(String(reflecting: shapes[2]))
print("\(shapes[1])")
print(PlainChild())
let plains: [Plain] = [Plain(), PlainChild()]
print(plains)
debugPrint(plains)
let any: Any = Circle(r: 9)
print(any)
let opt: Shape? = Square()
print(opt as Any)
print((Circle(r: 1), Plain()))
// expect: Shape
// expect: Circle(r: 2) : Shape
// expect: Shape
// expect: Shape
// expect: Circle(r: 2) : Shape
// expect: <Square debug>
// expect: [Shape, Circle(r: 2) : Shape, <Square debug>]
// expect: <Square debug>
// expect: Circle(r: 2) : Shape
// expect: main.PlainChild
// expect: [main.Plain, main.PlainChild]
// expect: [main.Plain, main.PlainChild]
// expect: Circle(r: 9) : Shape
// expect: Optional(<Square debug>)
// expect: (Circle(r: 1) : Shape, main.Plain)
