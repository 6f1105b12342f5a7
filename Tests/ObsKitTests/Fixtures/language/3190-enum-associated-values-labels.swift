// Compiler test style: enum associated values with labels, extraction by switch and if case
enum Shape {
  case circle(radius: Double)
  case rect(width: Double, height: Double)
  case triangle(Double, Double, Double)
  case empty
}

func describe(_ s: Shape) -> String {
  switch s {
  case .circle(let r):
    return "circle r=\(r)"
  case let .rect(width: w, height: h) where w == h:
    return "square side=\(w)"
  case let .rect(w, h):
    return "rect \(w)x\(h)"
  case .triangle(let a, _, let c):
    return "triangle a=\(a) c=\(c)"
  case .empty:
    return "empty"
  }
}

let shapes: [Shape] = [.circle(radius: 1.5), .rect(width: 2, height: 2), .rect(width: 3, height: 4),
                       .triangle(3, 4, 5), .empty]
for s in shapes {
  print(describe(s))
}

if case .rect(let w, _) = shapes[2] {
  print("width is \(w)")
}
if case .circle = shapes[0] {
  print("first is a circle")
}
if case .circle = shapes[1] {
  print("unexpected")
} else {
  print("second is not a circle")
}
let s2 = Shape.rect(width: 10, height: 0.5)
if case let .rect(w, h) = s2, w > h {
  print("wide: \(w / h)")
}
// expect: circle r=1.5
// expect: square side=2.0
// expect: rect 3.0x4.0
// expect: triangle a=3.0 c=5.0
// expect: empty
// expect: width is 3.0
// expect: first is a circle
// expect: second is not a circle
// expect: wide: 20.0
