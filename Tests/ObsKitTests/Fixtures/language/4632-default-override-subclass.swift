// Compiler test style: default implementations overridden in conforming types and subclasses
protocol Shape {
  var name: String { get }
  func area() -> Int
  func describe() -> String
}

extension Shape {
  var name: String { return "shape" }
  func describe() -> String { return "\(name) with area \(area())" }
}

class Rect: Shape {
  let w: Int, h: Int
  init(w: Int, h: Int) { self.w = w; self.h = h }
  var name: String { return "rect" }
  func area() -> Int { return w * h }
}

class Square: Rect {
  init(side: Int) { super.init(w: side, h: side) }
  override var name: String { return "square" }
  override func area() -> Int { return super.area() }
}

struct Dot: Shape {
  func area() -> Int { return 0 }
}

struct Circle: Shape {
  let r: Int
  func area() -> Int { return 3 * r * r }
  func describe() -> String { return "circle r=\(r)" }
}

class Tri: Shape {
  func area() -> Int { return 6 }
}

class RightTri: Tri {
  // This does not override anything in Tri: Tri uses the default describe.
  func describe() -> String { return "right triangle!" }
  var name: String { return "righttri" }
}

func show<S: Shape>(_ s: S) {
  print("generic:", s.describe())
}

let shapes: [any Shape] = [Rect(w: 2, h: 3), Square(side: 4), Dot(), Circle(r: 2), Tri(), RightTri()]
for s in shapes {
  print(s.describe())
}

show(Rect(w: 1, h: 5))
show(Square(side: 3))
show(Dot())
show(Circle(r: 1))
show(Tri())
show(RightTri())

let rt = RightTri()
print(rt.describe())
print(rt.name)
let asTri: Tri = rt
print(asTri.describe())
print(asTri.name)

let sq: Rect = Square(side: 5)
print(sq.name, sq.area())
print(sq.describe())

// expect: rect with area 6
// expect: square with area 16
// expect: shape with area 0
// expect: circle r=2
// expect: shape with area 6
// expect: shape with area 6
// expect: generic: rect with area 5
// expect: generic: square with area 9
// expect: generic: shape with area 0
// expect: generic: circle r=1
// expect: generic: shape with area 6
// expect: generic: shape with area 6
// expect: right triangle!
// expect: righttri
// expect: shape with area 6
// expect: shape
// expect: square 25
// expect: square with area 25
