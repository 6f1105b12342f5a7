// Compiler test style (test/Interpreter/switch_default.swift): switch with tuples, ranges, fallthrough, default
func classify(_ x: Int, _ y: Int) -> String {
  switch (x, y) {
  case (0, 0): return "origin"
  case (_, 0): return "x-axis"
  case (0, _): return "y-axis"
  case (let a, let b) where a == b: return "diagonal \(a)"
  case (let a, let b) where a == -b: return "antidiagonal \(a)"
  case (1...5, 1...5): return "small quadrant"
  default: return "elsewhere"
  }
}
for pt in [(0, 0), (3, 0), (0, -2), (4, 4), (-3, 3), (2, 5), (9, 1)] {
  print(pt, classify(pt.0, pt.1))
}

func fall(_ n: Int) -> [String] {
  var out: [String] = []
  switch n {
  case 0:
    out.append("zero")
    fallthrough
  case 1:
    out.append("one-or-less")
    fallthrough
  case 2:
    out.append("two-or-less")
  case 3:
    out.append("three")
  default:
    out.append("many")
  }
  return out
}
for i in 0...4 { print(i, fall(i)) }

func grade(_ s: Int) -> Character {
  switch s {
  case 90...: return "A"
  case 80..<90: return "B"
  case 70..<80: return "C"
  case ..<0: return "?"
  default: return "F"
  }
}
print([95, 90, 89, 72, 10, -1].map(grade))

func kind(_ c: Character) -> String {
  switch c {
  case "a", "e", "i", "o", "u": return "vowel"
  case "0"..."9": return "digit"
  case " ": return "space"
  default: return "other"
  }
}
print("a1 z".map(kind))

let s = "hello"
switch s {
case "hi", "hey": print("short greeting")
case let str where str.hasPrefix("hel"): print("prefix match", str.count)
default: print("unknown")
}

// expect: (0, 0) origin
// expect: (3, 0) x-axis
// expect: (0, -2) y-axis
// expect: (4, 4) diagonal 4
// expect: (-3, 3) antidiagonal -3
// expect: (2, 5) small quadrant
// expect: (9, 1) elsewhere
// expect: 0 ["zero", "one-or-less", "two-or-less"]
// expect: 1 ["one-or-less", "two-or-less"]
// expect: 2 ["two-or-less"]
// expect: 3 ["three"]
// expect: 4 ["many"]
// expect: ["A", "A", "B", "C", "F", "?"]
// expect: ["vowel", "digit", "space", "other"]
// expect: prefix match 5
