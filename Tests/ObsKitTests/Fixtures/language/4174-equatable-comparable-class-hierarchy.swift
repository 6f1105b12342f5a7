// Compiler test style: Equatable and Comparable on a class hierarchy use the base class operators
class Shape: Comparable, CustomStringConvertible {
  let area: Int
  init(area: Int) { self.area = area }
  static func == (a: Shape, b: Shape) -> Bool { return a.area == b.area }
  static func < (a: Shape, b: Shape) -> Bool { return a.area < b.area }
  var kind: String { return "shape" }
  var description: String { return "\(kind)(\(area))" }
}
class Square: Shape {
  init(side: Int) { super.init(area: side * side) }
  override var kind: String { return "square" }
}
class Rect: Shape {
  init(w: Int, h: Int) { super.init(area: w * h) }
  override var kind: String { return "rect" }
}

let shapes: [Shape] = [Square(side: 3), Rect(w: 2, h: 2), Shape(area: 5), Rect(w: 1, h: 9)]
print(shapes.sorted())
print(shapes.min()!, shapes.max()!)
print(Square(side: 2) == Rect(w: 4, h: 1))
print(shapes.contains(Shape(area: 4)))
print(shapes.firstIndex(of: Square(side: 3))!)
print(Square(side: 2) === Square(side: 2))
let sq = Square(side: 1)
let same: Shape = sq
print(sq === same, sq == same)

func maxOf<T: Comparable>(_ a: T, _ b: T) -> T { return a < b ? b : a }
print(maxOf(Square(side: 2), Rect(w: 5, h: 1)))
print(maxOf(Rect(w: 2, h: 2), Square(side: 2)))
print(shapes.sorted(by: >).map { $0.kind })
// expect: [rect(4), shape(5), square(9), rect(9)]
// expect: rect(4) square(9)
// expect: true
// expect: true
// expect: 0
// expect: false
// expect: true true
// expect: rect(5)
// expect: rect(4)
// expect: ["square", "rect", "shape", "rect"]
