// Compiler test style: operators on class hierarchies that forward to overridable methods

class Shape: Equatable, Comparable, CustomStringConvertible {
  var name: String
  init(name: String) { self.name = name }

  func area() -> Double { return 0 }
  func isEqual(to other: Shape) -> Bool {
    return type(of: self) == type(of: other) && name == other.name
  }

  static func == (a: Shape, b: Shape) -> Bool { return a.isEqual(to: b) }
  static func < (a: Shape, b: Shape) -> Bool { return a.area() < b.area() }
  static func + (a: Shape, b: Shape) -> Double { return a.area() + b.area() }

  var description: String { return "\(name)[\(area())]" }
}

class Square: Shape {
  var side: Double
  init(_ side: Double) {
    self.side = side
    super.init(name: "square")
  }
  override func area() -> Double { return side * side }
  override func isEqual(to other: Shape) -> Bool {
    guard let o = other as? Square else { return false }
    return side == o.side
  }
}

class Rect: Shape {
  var w: Double
  var h: Double
  init(_ w: Double, _ h: Double) {
    self.w = w
    self.h = h
    super.init(name: "rect")
  }
  override func area() -> Double { return w * h }
  override func isEqual(to other: Shape) -> Bool {
    guard let o = other as? Rect else { return false }
    return w == o.w && h == o.h
  }
}

final class Circle: Shape {
  var r: Double
  init(_ r: Double) {
    self.r = r
    super.init(name: "circle")
  }
  override func area() -> Double { return 3 * r * r }
}

let s1 = Square(2)
let s2 = Square(2)
let s3 = Square(3)
let r1 = Rect(2, 2)
let r2 = Rect(1, 4)
let c1 = Circle(1)
let c2 = Circle(5)

print(s1 == s2, s1 == s3, s1 === s2)
print(s1 == r1, r1 == r2, r1 == Rect(2, 2))
print(c1 == c2)
print(s1 < s3, r1 < s1, s1 <= r1, s1 >= r2)
print(c1 < s1, c2 > s3)
print(s1 + s3, r2 + c1)

let shapes: [Shape] = [c2, s3, r1, c1, r2, s1]
print(shapes.sorted())
print(shapes.sorted(by: >).map { $0.name })
print(shapes.max()!, shapes.min()!)
print(shapes.filter { $0 == Square(2) }.count)
print(shapes.firstIndex(of: Rect(1, 4))!)
print(shapes.contains(Circle(5)), shapes.contains(Circle(7)))
print(shapes.reduce(0) { $0 + $1.area() })

func totalArea<T: Shape>(_ xs: [T]) -> Double {
  return xs.reduce(0.0) { $0 + $1.area() }
}
print(totalArea([s1, s3]))
print(totalArea(shapes))

func same<T: Equatable>(_ a: T, _ b: T) -> Bool { return a == b }
print(same(s1 as Shape, s2 as Shape), same(s1 as Shape, r1 as Shape))
let base = Shape(name: "base")
print(base == Shape(name: "base"), base == Shape(name: "other"), base == s1)
print(base < c1, base.description)

// expect: true false false
// expect: false false true
// expect: true
// expect: true false true true
// expect: true true
// expect: 13.0 7.0
// expect: [circle[3.0], rect[4.0], rect[4.0], square[4.0], square[9.0], circle[75.0]]
// expect: ["circle", "square", "rect", "rect", "square", "circle"]
// expect: circle[75.0] circle[3.0]
// expect: 1
// expect: 4
// expect: true true
// expect: 99.0
// expect: 13.0
// expect: 99.0
// expect: true false
// expect: true false false
// expect: true base[0.0]
