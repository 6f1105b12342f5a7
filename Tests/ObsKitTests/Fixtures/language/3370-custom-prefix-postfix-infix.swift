// Compiler test style: custom prefix/postfix/infix operators with custom precedence groups and associativity
precedencegroup PowerPrecedence {
  higherThan: MultiplicationPrecedence
  associativity: right
}
infix operator ** : PowerPrecedence
func ** (base: Int, exp: Int) -> Int {
  var r = 1
  for _ in 0..<exp { r *= base }
  return r
}
print(2 ** 3)
print(2 ** 3 ** 2)
print(2 * 3 ** 2)
print(1 + 2 ** 2 * 3)

prefix operator √
prefix func √ (x: Int) -> Int {
  var r = 0
  while (r + 1) * (r + 1) <= x { r += 1 }
  return r
}
print(√16, √17, √(2 ** 6))

postfix operator ~!
postfix func ~! (n: Int) -> Int { n <= 1 ? 1 : n * (n - 1)~! }
print(5~!, 0~!, 3~! + 1)

precedencegroup PipePrecedence {
  associativity: left
  lowerThan: AdditionPrecedence
}
infix operator |> : PipePrecedence
func |> <A, B>(x: A, f: (A) -> B) -> B { f(x) }
print(3 + 4 |> { $0 * 10 })
print([3, 1, 2] |> { $0.sorted() } |> { $0.map { $0 * 2 } })
print("abc" |> \.count)

infix operator <-> : AssignmentPrecedence
func <-> <T>(lhs: inout T, rhs: inout T) { swap(&lhs, &rhs) }
var a = 1, b = 2
a <-> b
print(a, b)

prefix operator ++
prefix func ++ (x: inout Int) -> Int { x += 1; return x }
var c = 5
print(++c, c)
// expect: 8
// expect: 512
// expect: 18
// expect: 13
// expect: 4 4 8
// expect: 120 1 7
// expect: 70
// expect: [2, 4, 6]
// expect: 3
// expect: 2 1
// expect: 6 6
