// Compiler test style: default implementations are replaced by conforming types' own implementations
protocol Shape {
  var name: String { get }
  func area() -> Double
  func describe() -> String
}

extension Shape {
  var name: String { return "shape" }
  func describe() -> String { return "\(name) with area \(area())" }
}

struct Square: Shape {
  var side: Double
  func area() -> Double { return side * side }
}

struct Circle: Shape {
  var r: Double
  var name: String { return "circle" }
  func area() -> Double { return 3.0 * r * r }
}

struct Custom: Shape {
  func area() -> Double { return 1.5 }
  func describe() -> String { return "custom!" }
}

let shapes: [any Shape] = [Square(side: 2), Circle(r: 1), Custom()]
for s in shapes {
  print(s.describe())
}

func generic<S: Shape>(_ s: S) -> String { return s.describe() }
print(generic(Square(side: 3)))
print(generic(Circle(r: 2)))
print(generic(Custom()))
print(Square(side: 1).name, Circle(r: 1).name, Custom().name)
// expect: shape with area 4.0
// expect: circle with area 3.0
// expect: custom!
// expect: shape with area 9.0
// expect: circle with area 12.0
// expect: custom!
// expect: shape circle shape
