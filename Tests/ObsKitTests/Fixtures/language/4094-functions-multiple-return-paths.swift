// Compiler test style: functions with multiple return paths, guard and early exit
func grade(_ score: Int) -> String {
  guard score >= 0 else { return "invalid" }
  if score >= 90 { return "A" }
  else if score >= 80 { return "B" }
  switch score {
  case 70..<80: return "C"
  case 60..<70: return "D"
  default: break
  }
  return score > 100 ? "impossible" : "F"
}
print([95, 85, 75, 65, 10, -1].map(grade))

func find(_ needle: Int, in hay: [Int]) -> Int? {
  for (i, v) in hay.enumerated() {
    if v == needle { return i }
  }
  return nil
}
print(find(3, in: [1, 2, 3]) as Any, find(9, in: [1]) as Any)

func describe(_ v: Any) -> String {
  if let i = v as? Int {
    if i < 0 { return "negative int" }
    return "int \(i)"
  }
  guard let s = v as? String else { return "unknown" }
  return s.isEmpty ? "empty string" : "string \(s)"
}
print(describe(-3), describe(4), describe(""), describe("x"), describe(2.5))

func collatzSteps(_ n: Int) -> Int {
  if n == 1 { return 0 }
  return 1 + collatzSteps(n % 2 == 0 ? n / 2 : 3 * n + 1)
}
print(collatzSteps(27))

func sign(_ x: Double) -> Int {
  if x.isNaN { return 0 }
  return x > 0 ? 1 : (x < 0 ? -1 : 0)
}
print(sign(2.5), sign(-0.1), sign(0), sign(.nan))

func firstNegativeProduct(_ a: [Int], _ b: [Int]) -> (Int, Int)? {
  for x in a {
    for y in b {
      if x * y < 0 { return (x, y) }
    }
  }
  return nil
}
print(firstNegativeProduct([1, 2], [3, -4]) as Any)

func noReturnValue(_ b: Bool) {
  if b { print("b true"); return }
  print("b false")
}
noReturnValue(true); noReturnValue(false)

let closure: (Int) -> String = { n in
  if n == 0 { return "zero" }
  if n.isMultiple(of: 2) { return "even" }
  return "odd"
}
print((0...3).map(closure))
// expect: ["A", "B", "C", "D", "F", "invalid"]
// expect: Optional(2) nil
// expect: negative int int 4 empty string string x unknown
// expect: 111
// expect: 1 -1 0 0
// expect: Optional((1, -4))
// expect: b true
// expect: b false
// expect: ["zero", "odd", "even", "odd"]
