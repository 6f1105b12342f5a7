// Compiler test style: switch over tuples with wildcard, value binding, ranges and where
func classify(_ p: (Int, Int)) -> String {
  switch p {
  case (0, 0):
    return "origin"
  case (_, 0):
    return "on x-axis"
  case (0, _):
    return "on y-axis"
  case let (x, y) where x == y:
    return "diagonal \(x)"
  case let (x, y) where x == -y:
    return "anti-diagonal \(x),\(y)"
  case (-2...2, -2...2):
    return "near"
  case (let x, 10...):
    return "high with x=\(x)"
  default:
    return "far"
  }
}

let points = [(0, 0), (5, 0), (0, -3), (4, 4), (3, -3), (1, 2), (7, 12), (9, 1)]
for p in points {
  print(p, classify(p))
}

enum Light { case red, yellow, green }
func next(_ a: Light, _ emergency: Bool) -> Light {
  switch (a, emergency) {
  case (_, true): return .red
  case (.red, false): return .green
  case (.green, false): return .yellow
  case (.yellow, false): return .red
  }
}
var l = Light.red
for i in 0..<5 {
  l = next(l, i == 3)
  print(i, l)
}
// expect: (0, 0) origin
// expect: (5, 0) on x-axis
// expect: (0, -3) on y-axis
// expect: (4, 4) diagonal 4
// expect: (3, -3) anti-diagonal 3,-3
// expect: (1, 2) near
// expect: (7, 12) high with x=7
// expect: (9, 1) far
// expect: 0 green
// expect: 1 yellow
// expect: 2 red
// expect: 3 red
// expect: 4 green
