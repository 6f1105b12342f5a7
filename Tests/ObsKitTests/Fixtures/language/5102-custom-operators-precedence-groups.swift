// Compiler test style (test/Interpreter/operators.swift): custom operators with precedence groups
precedencegroup ExponentPrecedence {
  higherThan: MultiplicationPrecedence
  associativity: right
}
infix operator ** : ExponentPrecedence
func ** (base: Int, exp: Int) -> Int {
  var r = 1
  for _ in 0..<exp { r *= base }
  return r
}
print(2 ** 3, 2 ** 3 ** 2, 2 * 3 ** 2, (2 ** 3) ** 2)

precedencegroup PipePrecedence {
  associativity: left
  lowerThan: AdditionPrecedence
}
infix operator |> : PipePrecedence
func |> <A, B>(x: A, f: (A) -> B) -> B { f(x) }
print(3 + 4 |> { $0 * 10 })
print([3, 1, 2] |> { $0.sorted() } |> { $0.map(String.init).joined() })

prefix operator √
prefix func √ (x: Double) -> Double {
  var g = x / 2
  for _ in 0..<20 { g = (g + x / g) / 2 }
  return g
}
print(√16.0, √2.0 > 1.41)

postfix operator ++
postfix func ++ (x: inout Int) -> Int { defer { x += 1 }; return x }
var n = 5
print(n++, n++, n)

struct Vec: Equatable, CustomStringConvertible {
  var x: Int, y: Int
  static func + (a: Vec, b: Vec) -> Vec { Vec(x: a.x + b.x, y: a.y + b.y) }
  static func * (k: Int, v: Vec) -> Vec { Vec(x: k * v.x, y: k * v.y) }
  static prefix func - (v: Vec) -> Vec { Vec(x: -v.x, y: -v.y) }
  static func += (a: inout Vec, b: Vec) { a = a + b }
  var description: String { "<\(x),\(y)>" }
}
infix operator •: MultiplicationPrecedence
func • (a: Vec, b: Vec) -> Int { a.x * b.x + a.y * b.y }
let v = Vec(x: 1, y: 2), w = Vec(x: 3, y: -1)
print(v + w, 2 * v + w, -v, v • w, v • w + 1 == 2, 2 * v • w)
var acc = Vec(x: 0, y: 0)
acc += v; acc += 3 * w
print(acc, acc == Vec(x: 10, y: -1))

infix operator <=> : ComparisonPrecedence
func <=> <T: Comparable>(a: T, b: T) -> Int { a < b ? -1 : (a == b ? 0 : 1) }
print(1 <=> 2, "b" <=> "a", 3.0 <=> 3.0)
print(1 + 1 <=> 2)

precedencegroup LowestGroup { lowerThan: TernaryPrecedence }
infix operator ??? : LowestGroup
func ??? (l: Bool, r: String) -> String { l ? r : "no" }
print(1 > 0 ? true : false ??? "yes")
print(Int.max &+ 1 == Int.min, Int8.max &+ 1, UInt8(200) &* 2)

// expect: 8 512 18 64
// expect: 70
// expect: 123
// expect: 4.0 true
// expect: 5 6 7
// expect: <4,1> <5,3> <-1,-2> 1 true 2
// expect: <10,-1> true
// expect: -1 1 0
// expect: 0
// expect: yes
// expect: true -128 144
