// Compiler test style: associated values with labels, matching with and without labels, label-based construction
enum Shape {
  case circle(radius: Int)
  case rectangle(width: Int, height: Int)
  case triangle(base: Int, height: Int)
  case polygon(sides: Int, length: Int, name: String)
}

func area(_ s: Shape) -> Int {
  switch s {
  case .circle(let r):
    return 3 * r * r
  case let .rectangle(width: w, height: h):
    return w * h
  case .triangle(base: let b, height: let h):
    return b * h / 2
  case .polygon(let sides, let length, _):
    return sides * length
  }
}

func label(_ s: Shape) -> String {
  switch s {
  case .circle(radius: 0):
    return "dot"
  case .rectangle(let w, let h) where w == h:
    return "square \(w)"
  case .rectangle:
    return "rectangle"
  case .polygon(sides: _, length: _, name: let n):
    return "polygon \(n)"
  default:
    return "other"
  }
}

let shapes: [Shape] = [
  .circle(radius: 2),
  .circle(radius: 0),
  .rectangle(width: 3, height: 3),
  .rectangle(width: 4, height: 2),
  .triangle(base: 6, height: 5),
  .polygon(sides: 6, length: 2, name: "hexagon"),
]

for s in shapes {
  print(label(s), area(s))
}

let make = Shape.rectangle(width:height:)
let r = make(7, 1)
print(r)
print(Shape.polygon(sides: 5, length: 3, name: "pentagon"))

if case .triangle(let base, _) = shapes[4] {
  print("base is", base)
}

let totals = shapes.map(area).reduce(0, +)
print("total area:", totals)
let circleMaker: (Int) -> Shape = Shape.circle
print(circleMaker(9))

// expect: other 12
// expect: dot 0
// expect: square 3 9
// expect: rectangle 8
// expect: other 15
// expect: polygon hexagon 12
// expect: rectangle(width: 7, height: 1)
// expect: polygon(sides: 5, length: 3, name: "pentagon")
// expect: base is 6
// expect: total area: 56
// expect: circle(radius: 9)
