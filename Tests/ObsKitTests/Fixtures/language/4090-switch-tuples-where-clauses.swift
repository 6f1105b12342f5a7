// Compiler test style: switch on tuples with where clauses, wildcards and value bindings
func classify(_ p: (Int, Int)) -> String {
  switch p {
  case (0, 0): return "origin"
  case (let x, 0) where x > 0: return "positive x-axis \(x)"
  case (_, 0): return "negative x-axis"
  case (0, let y): return "y-axis \(y)"
  case let (x, y) where x == y: return "diagonal \(x)"
  case let (x, y) where x == -y: return "anti-diagonal \(x),\(y)"
  case (1...5, 1...5): return "small square"
  case (let x, _) where x % 2 == 0: return "even x \(x)"
  default: return "other"
  }
}
for p in [(0, 0), (3, 0), (-2, 0), (0, 7), (4, 4), (3, -3), (2, 5), (10, 1), (9, 1)] {
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

let pairs: [(String, Int?)] = [("a", 1), ("b", nil), ("c", 30)]
for pair in pairs {
  switch pair {
  case (let name, let v?) where v > 10: print(name, "big", v)
  case (let name, .some(let v)): print(name, "small", v)
  case (let name, nil): print(name, "missing")
  }
}

enum Light { case red, yellow, green }
func next(_ l: Light, _ emergency: Bool) -> Light {
  switch (l, emergency) {
  case (_, true): return .red
  case (.red, false): return .green
  case (.green, false): return .yellow
  case (.yellow, false): return .red
  }
}
print(next(.red, false), next(.green, false), next(.yellow, true))

let s = ("swift", 5)
switch s {
case ("swift", let n) where n > 4, ("objc", let n):
  print("lang with", n)
default:
  print("nope")
}
// expect: (0, 0) origin
// expect: (3, 0) positive x-axis 3
// expect: (-2, 0) negative x-axis
// expect: (0, 7) y-axis 7
// expect: (4, 4) diagonal 4
// expect: (3, -3) anti-diagonal 3,-3
// expect: (2, 5) small square
// expect: (10, 1) even x 10
// expect: (9, 1) other
// expect: 1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz
// expect: a small 1
// expect: b missing
// expect: c big 30
// expect: green yellow red
// expect: lang with 5
