// Compiler test style (test/Interpreter/operator_precedence.swift): custom precedence groups, associativity and operator requirements
precedencegroup PowerPrecedence {
  higherThan: MultiplicationPrecedence
  associativity: right
}
precedencegroup ComparePrecedence {
  higherThan: LogicalConjunctionPrecedence
  associativity: none
}
precedencegroup PipePrecedence {
  lowerThan: AdditionPrecedence
  higherThan: ComparePrecedence
  associativity: left
}
precedencegroup LeftMinus {
  associativity: left
  higherThan: AdditionPrecedence
}
precedencegroup RightMinus {
  associativity: right
  higherThan: AdditionPrecedence
}

infix operator **: PowerPrecedence
infix operator |>: PipePrecedence
infix operator <~>: ComparePrecedence
infix operator -<: LeftMinus
infix operator ->>: RightMinus
prefix operator √
postfix operator ++
postfix operator ^^

func ** (base: Int, exp: Int) -> Int {
  var r = 1
  for _ in 0..<exp { r *= base }
  return r
}
func |> <A, B>(value: A, f: (A) -> B) -> B { f(value) }
func <~> (a: Int, b: Int) -> Bool { abs(a - b) <= 1 }
func -< (a: Int, b: Int) -> Int { a - b }
func ->> (a: Int, b: Int) -> Int { a - b }
prefix func √ (x: Double) -> Double {
  var g = x / 2
  for _ in 0..<30 { g = (g + x / g) / 2 }
  return g
}
postfix func ++ (x: inout Int) -> Int {
  defer { x += 1 }
  return x
}
postfix func ^^ (x: Int) -> Int { x == 0 ? 1 : (1...x).reduce(1, *) }

print(2 ** 3 ** 2)
print((2 ** 3) ** 2)
print(2 * 3 ** 2, -2 ** 2, 10 - 2 ** 3)
print(10 -< 4 -< 3, 10 ->> 4 ->> 3)
print(3 |> { $0 * 2 } |> { $0 + 1 } |> String.init)
print(1 + 2 |> { $0 * 10 })
print(5 <~> 6, 5 <~> 7 || 1 <~> 1, 4 <~> (2 + 1) && true)
print(√16 + 1, √(2.0 * 8))
var counter = 5
let before = counter++
print(before, counter)
print(5^^, 0^^, 3^^ + 1)

struct Vec: Equatable, CustomStringConvertible {
  var x: Double, y: Double
  var description: String { "(\(x), \(y))" }
  static func + (a: Vec, b: Vec) -> Vec { Vec(x: a.x + b.x, y: a.y + b.y) }
  static func * (k: Double, v: Vec) -> Vec { Vec(x: k * v.x, y: k * v.y) }
  static func * (a: Vec, b: Vec) -> Double { a.x * b.x + a.y * b.y }
  static prefix func - (v: Vec) -> Vec { Vec(x: -v.x, y: -v.y) }
  static func += (a: inout Vec, b: Vec) { a = a + b }
  static func == (a: Vec, b: Vec) -> Bool { a.x == b.x && a.y == b.y }
}
let u = Vec(x: 1, y: 2), w = Vec(x: 3, y: -1)
print(u + w, 2 * u + w, u * w, -u + w)
var acc = Vec(x: 0, y: 0)
acc += u
acc += 3 * w
print(acc, acc == Vec(x: 10, y: -1), acc != u)

protocol Combinable { static func <+> (a: Self, b: Self) -> Self }
infix operator <+>: AdditionPrecedence
extension String: Combinable { static func <+> (a: String, b: String) -> String { a + "|" + b } }
extension Int: Combinable { static func <+> (a: Int, b: Int) -> Int { a * 100 + b } }
func combineAll<T: Combinable>(_ xs: [T]) -> T { xs.dropFirst().reduce(xs[0], <+>) }
print(combineAll(["a", "b", "c"]), combineAll([1, 2, 3]))
print("x" <+> "y" + "z", 1 <+> 2 * 3)

struct Flag { var on = false }
infix operator ?=: AssignmentPrecedence
func ?= (lhs: inout Flag, rhs: Bool) { lhs.on = rhs; print("assigned \(rhs)") }
var holder: Flag? = Flag()
holder? ?= true
print(holder!.on)
holder = nil
holder? ?= false
print(holder == nil)
let ops: [(Int, Int) -> Int] = [(**), (-<), (->>)]
print(ops.map { $0(2, 5) })

// expect: 512
// expect: 64
// expect: 18 4 2
// expect: 3 9
// expect: 7
// expect: 30
// expect: true true true
// expect: 5.0 4.0
// expect: 5 6
// expect: 120 1 7
// expect: (4.0, 1.0) (5.0, 3.0) 1.0 (2.0, -3.0)
// expect: (10.0, -1.0) true true
// expect: a|b|c 10203
// expect: x|yz 106
// expect: assigned true
// expect: true
// expect: true
// expect: [32, -3, -3]
