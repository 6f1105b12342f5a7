// Compiler test style (test/Interpreter/enum.swift): enum payload patterns with where clauses
enum Shape {
  case circle(radius: Int)
  case rect(w: Int, h: Int)
  case polygon(sides: Int, label: String?)
  case empty
}

func describe(_ s: Shape) -> String {
  switch s {
  case .circle(let r) where r == 0:
    return "degenerate circle"
  case .circle(let r) where r > 10:
    return "big circle \(r)"
  case .circle(let r):
    return "circle \(r)"
  case let .rect(w, h) where w == h:
    return "square \(w)"
  case .rect(let w, _) where w < 0, .rect(_, let w) where w < 0:
    return "bad rect \(w)"
  case .rect(let w, let h):
    return "rect \(w)x\(h)"
  case .polygon(let n, let label?) where n >= 3:
    return "polygon \(n) named \(label)"
  case .polygon(let n, nil):
    return "anonymous polygon \(n)"
  case .polygon(_, .some(let l)):
    return "weird polygon \(l)"
  case .empty:
    return "empty"
  }
}

let shapes: [Shape] = [
  .circle(radius: 0), .circle(radius: 5), .circle(radius: 11),
  .rect(w: 3, h: 3), .rect(w: -1, h: 4), .rect(w: 4, h: -2), .rect(w: 2, h: 7),
  .polygon(sides: 5, label: "penta"), .polygon(sides: 6, label: nil),
  .polygon(sides: 2, label: "line"), .empty,
]
for s in shapes { print(describe(s)) }

// if case / guard case with where-like conditions
var count = 0
for s in shapes {
  if case .circle(let r) = s, r % 2 == 1 { count += r }
}
print("odd radius sum:", count)

func firstSquareSide(_ xs: [Shape]) -> Int? {
  for case let .rect(w, h) in xs where w == h { return w }
  return nil
}
print(firstSquareSide(shapes) as Any)
print(firstSquareSide([.empty]) as Any)

func labelLength(_ s: Shape) -> Int {
  guard case .polygon(_, let l?) = s else { return -1 }
  return l.count
}
print(labelLength(shapes[7]), labelLength(shapes[8]), labelLength(.empty))

// expect: degenerate circle
// expect: circle 5
// expect: big circle 11
// expect: square 3
// expect: bad rect -1
// expect: bad rect -2
// expect: rect 2x7
// expect: polygon 5 named penta
// expect: anonymous polygon 6
// expect: weird polygon line
// expect: empty
// expect: odd radius sum: 16
// expect: Optional(3)
// expect: nil
// expect: 5 -1 -1
