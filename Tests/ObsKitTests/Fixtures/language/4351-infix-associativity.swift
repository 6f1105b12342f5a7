// Compiler test style: infix operators with left, right and no associativity precedence groups

precedencegroup LeftGroup {
  associativity: left
}

precedencegroup RightGroup {
  associativity: right
}

precedencegroup PowerGroup {
  associativity: right
  higherThan: MultiplicationPrecedence
}

infix operator <-- : LeftGroup
infix operator --> : RightGroup
infix operator ** : PowerGroup
infix operator <=> : ComparisonPrecedence

func <--(lhs: String, rhs: String) -> String {
  return "(\(lhs) <-- \(rhs))"
}

func -->(lhs: String, rhs: String) -> String {
  return "(\(lhs) --> \(rhs))"
}

func **(base: Int, exp: Int) -> Int {
  var result = 1
  for _ in 0..<exp {
    result *= base
  }
  return result
}

func <=>(lhs: Int, rhs: Int) -> Int {
  if lhs < rhs { return -1 }
  if lhs > rhs { return 1 }
  return 0
}

func -(lhs: String, rhs: String) -> String {
  return "[\(lhs)-\(rhs)]"
}

print("a" <-- "b" <-- "c")
print("a" --> "b" --> "c")
print("a" <-- "b" <-- "c" <-- "d")
print("a" --> "b" --> "c" --> "d")
print(("a" --> "b") --> "c")
print("a" <-- ("b" <-- "c"))

print(2 ** 3)
print(2 ** 3 ** 2)
print((2 ** 3) ** 2)
print(3 * 2 ** 2)
print(2 ** 2 * 3)
print(1 + 2 ** 4)
print(-2 ** 2)

print(1 <=> 2)
print(5 <=> 5)
print(9 <=> 3)
print(1 + 4 <=> 2 * 2)

print("x" - "y" - "z")

func subtractAll(_ xs: [Int]) -> Int {
  var r = xs[0]
  for x in xs.dropFirst() {
    r = r - x
  }
  return r
}

print(subtractAll([100, 10, 5, 1]))
print(100 - 10 - 5 - 1)

let exps = (0...5).map { 2 ** $0 }
print(exps)
let compared = [3, 1, 2].map { $0 <=> 2 }
print(compared)

// expect: ((a <-- b) <-- c)
// expect: (a --> (b --> c))
// expect: (((a <-- b) <-- c) <-- d)
// expect: (a --> (b --> (c --> d)))
// expect: ((a --> b) --> c)
// expect: (a <-- (b <-- c))
// expect: 8
// expect: 512
// expect: 64
// expect: 12
// expect: 12
// expect: 17
// expect: 4
// expect: -1
// expect: 0
// expect: 1
// expect: 1
// expect: [[x-y]-z]
// expect: 84
// expect: 84
// expect: [1, 2, 4, 8, 16, 32]
// expect: [1, -1, 0]
