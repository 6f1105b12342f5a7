// Compiler test style: overloading ~= for custom pattern matching in switch and case let

struct Even {}
struct Odd {}
struct DivisibleBy {
  var n: Int
}

func ~= (_: Even, value: Int) -> Bool { return value % 2 == 0 }
func ~= (_: Odd, value: Int) -> Bool { return value % 2 != 0 }
func ~= (pattern: DivisibleBy, value: Int) -> Bool { return value % pattern.n == 0 }

func ~= (pattern: (Int) -> Bool, value: Int) -> Bool {
  return pattern(value)
}

func ~= (pattern: String, value: Int) -> Bool {
  return pattern == String(value)
}

func ~= <T: Equatable>(pattern: [T], value: T) -> Bool {
  return pattern.contains(value)
}

struct Prefix {
  var text: String
}

func ~= (pattern: Prefix, value: String) -> Bool {
  return value.hasPrefix(pattern.text)
}

func fizz(_ n: Int) -> String {
  switch n {
  case DivisibleBy(n: 15): return "FizzBuzz"
  case DivisibleBy(n: 3): return "Fizz"
  case DivisibleBy(n: 5): return "Buzz"
  default: return "\(n)"
  }
}

func parity(_ n: Int) -> String {
  switch n {
  case Even(): return "even"
  case Odd(): return "odd"
  default: return "impossible"
  }
}

let isSmall: (Int) -> Bool = { $0 < 10 }

func classify(_ n: Int) -> String {
  switch n {
  case isSmall: return "small"
  case "42": return "answer"
  case [100, 200, 300]: return "round"
  case 1000...: return "huge"
  default: return "other"
  }
}

func route(_ path: String) -> String {
  switch path {
  case Prefix(text: "/api/"): return "api"
  case Prefix(text: "/static/"): return "static"
  case ["red", "green", "blue"]: return "color"
  case "": return "empty"
  default: return "page"
  }
}

print((1...15).map(fizz).joined(separator: " "))
print([0, 1, 2, -3, -4].map(parity))
print([3, 42, 200, 5000, 77].map(classify))
print(["/api/users", "/static/a.css", "red", "", "/home"].map(route))

print(DivisibleBy(n: 4) ~= 12, DivisibleBy(n: 4) ~= 10)
print(1...5 ~= 3, 1..<5 ~= 5)
print("a"..."f" ~= "c")
print([1, 2, 3] ~= 2)

let values = [4, 7, 10, 13, 16]
for case Even() in values {
  print("found even")
}
var count = 0
for v in values {
  if case DivisibleBy(n: 2) = v { count += 1 }
}
print(count)
if case Prefix(text: "ab") = "abc" {
  print("prefix match")
}
let grade: Double = 87.5
switch grade {
case 90...: print("A")
case 80..<90: print("B")
default: print("C")
}
let ch: Character = "q"
switch ch {
case "a"..."m": print("first half")
case "n"..."z": print("second half")
default: print("other")
}

// expect: 1 2 Fizz 4 Buzz Fizz 7 8 Fizz Buzz 11 Fizz 13 14 FizzBuzz
// expect: ["even", "odd", "even", "odd", "even"]
// expect: ["small", "answer", "round", "huge", "other"]
// expect: ["api", "static", "color", "empty", "page"]
// expect: true false
// expect: true false
// expect: true
// expect: true
// expect: found even
// expect: found even
// expect: found even
// expect: 3
// expect: prefix match
// expect: B
// expect: second half
