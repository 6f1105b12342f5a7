// Compiler test style: switch over tuples mixing ranges, bindings, wildcards and where clauses
func classify(_ p: (Int, Int)) -> String {
  switch p {
  case (0, 0):
    return "origin"
  case (let x, 0), (0, let x):
    return "on axis at \(x)"
  case (-2...2, -2...2):
    return "near"
  case let (x, y) where x == y:
    return "diagonal \(x)"
  case let (x, y) where x == -y:
    return "anti-diagonal \(x),\(y)"
  case (_, let y) where y > 100:
    return "high \(y)"
  case (..<0, _):
    return "left"
  default:
    return "elsewhere"
  }
}

let points = [(0, 0), (5, 0), (0, -7), (1, -2), (9, 9), (4, -4), (3, 200), (-5, 6), (5, 6)]
for p in points { print(p, classify(p)) }

func fizz(_ n: Int) -> String {
  switch (n % 3, n % 5) {
  case (0, 0): return "FizzBuzz"
  case (0, _): return "Fizz"
  case (_, 0): return "Buzz"
  case _: return String(n)
  }
}
print((1...15).map(fizz).joined(separator: " "))

let nested = ((1, "a"), (true, 2.5))
switch nested {
case ((1, let s), (false, _)): print("false branch", s)
case ((let i, "a"), (true, let d)) where d > 2: print("matched", i, d)
default: print("default")
}

// expect: (0, 0) origin
// expect: (5, 0) on axis at 5
// expect: (0, -7) on axis at -7
// expect: (1, -2) near
// expect: (9, 9) diagonal 9
// expect: (4, -4) anti-diagonal 4,-4
// expect: (3, 200) high 200
// expect: (-5, 6) left
// expect: (5, 6) elsewhere
// expect: 1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz
// expect: matched 1 2.5
