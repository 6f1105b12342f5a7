// Compiler test style: switch on tuples with nested patterns, ranges, wildcards and `case let (x, y) where`
func classify(_ point: (Int, Int)) -> String {
  switch point {
  case (0, 0):
    return "origin"
  case (_, 0):
    return "on x-axis"
  case (0, let y):
    return "on y-axis at \(y)"
  case let (x, y) where x == y:
    return "diagonal \(x)"
  case let (x, y) where x == -y:
    return "anti-diagonal \(x),\(y)"
  case (-2...2, -2...2):
    return "near"
  case (let x, _) where x > 0:
    return "right half"
  default:
    return "far left"
  }
}

let points = [(0, 0), (5, 0), (0, -3), (4, 4), (3, -3), (1, 2), (10, 7), (-9, 1)]
for p in points {
  print(p, classify(p))
}

func fizz(_ n: Int) -> String {
  switch (n % 3, n % 5) {
  case (0, 0): return "FizzBuzz"
  case (0, _): return "Fizz"
  case (_, 0): return "Buzz"
  default: return String(n)
  }
}
print((1...15).map(fizz).joined(separator: " "))

let nested: [((String, Int), Bool)] = [(("alice", 30), true), (("bob", 17), true), (("carol", 45), false)]
for entry in nested {
  switch entry {
  case ((let name, 18...), true):
    print(name, "adult active")
  case ((let name, let age), true):
    print(name, "minor active, age", age)
  case ((let name, _), false):
    print(name, "inactive")
  }
}

let opt: (Int?, String?) = (nil, "x")
switch opt {
case (.some(let n), .some(let s)): print("both", n, s)
case (nil, let s?): print("only string", s)
case (let n?, nil): print("only int", n)
case (nil, nil): print("neither")
}

// expect: (0, 0) origin
// expect: (5, 0) on x-axis
// expect: (0, -3) on y-axis at -3
// expect: (4, 4) diagonal 4
// expect: (3, -3) anti-diagonal 3,-3
// expect: (1, 2) near
// expect: (10, 7) right half
// expect: (-9, 1) far left
// expect: 1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz
// expect: alice adult active
// expect: bob minor active, age 17
// expect: carol inactive
// expect: only string x
