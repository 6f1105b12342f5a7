// Compiler test style: if and switch expressions, nested, as values, returns and arguments
enum Suit { case hearts, spades, clubs, diamonds }

func color(_ s: Suit) -> String {
  switch s {
  case .hearts, .diamonds: "red"
  case .spades, .clubs: "black"
  }
}
print(color(.hearts), color(.clubs))

func grade(_ score: Int) -> String {
  let letter = if score >= 90 { "A" } else if score >= 80 { "B" } else { "C" }
  let mod = switch score % 10 {
  case 7...9 where score < 100: "+"
  case 0...2: "-"
  default: ""
  }
  return letter + mod
}
print([95, 88, 81, 100, 60].map(grade))

var sideEffects: [String] = []
func note(_ s: String) -> Int { sideEffects.append(s); return s.count }
let pick = true
let value = if pick { note("then") } else { note("else-branch") }
print(value, sideEffects)

let nested: String = switch (3, "x") {
case (let n, "x") where n > 2:
  if n % 2 == 0 { "even big x" } else { switch n { case 3: "three x"; default: "odd big x" } }
default:
  "other"
}
print(nested)

func sign(_ x: Int) -> Int {
  return if x > 0 { 1 } else if x < 0 { -1 } else { 0 }
}
print(sign(5), sign(-2), sign(0))

let opt: Int? = nil
let described = switch opt {
case .some(let v): "got \(v)"
case .none: { () -> String in "computed none" }()
}
print(described)
let first = if pick { 10 } else { 20 }
let second = switch sign(-9) { case -1: 7; default: 0 }
print(max(first, second))
let thrown: Int = if pick { 5 } else { fatalError("never") }
print(thrown)

// expect: red black
// expect: ["A", "B+", "B-", "A-", "C-"]
// expect: 4 ["then"]
// expect: three x
// expect: 1 -1 0
// expect: computed none
// expect: 10
// expect: 5
