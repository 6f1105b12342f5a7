// Compiler test style: operator overloads resolved by operand types, global vs static, protocol defaults
struct V2: Equatable, CustomStringConvertible {
  var x: Int, y: Int
  var description: String { return "(\(x), \(y))" }
  static func + (a: V2, b: V2) -> V2 { return V2(x: a.x + b.x, y: a.y + b.y) }
  static func * (a: V2, k: Int) -> V2 { return V2(x: a.x * k, y: a.y * k) }
  static func * (k: Int, a: V2) -> V2 { return V2(x: a.x * k + 1000, y: a.y * k + 1000) }
  static func * (a: V2, b: V2) -> Int { return a.x * b.x + a.y * b.y }
  static prefix func - (a: V2) -> V2 { return V2(x: -a.x, y: -a.y) }
  static func += (a: inout V2, b: V2) { a = a + b; print("  static += ran") }
}

func - (a: V2, b: V2) -> V2 { return a + (-b) }
func * (a: V2, s: String) -> String { return String(repeating: s, count: a.x + a.y) }

let a = V2(x: 1, y: 2), b = V2(x: 3, y: 4)
print(a + b, a - b, -a)
print(a * 3, 3 * a)
let dot: Int = a * b
print(dot)
print(a * "ab")
var c = a
c += b
c += V2(x: 10, y: 10)
print(c)
print(a == V2(x: 1, y: 2), a != b)

protocol Scalable {
  static func * (lhs: Self, rhs: Double) -> Self
}
extension Scalable {
  static func / (lhs: Self, rhs: Double) -> Self { return lhs * (1.0 / rhs) }
}
struct Meters: Scalable, CustomStringConvertible {
  var v: Double
  static func * (lhs: Meters, rhs: Double) -> Meters { return Meters(v: lhs.v * rhs) }
  var description: String { return "\(v)m" }
}
func halve<S: Scalable>(_ s: S) -> S { return s / 2 }
print(Meters(v: 8) * 1.5, Meters(v: 8) / 4, halve(Meters(v: 3)))

print(1 + 2 * 3, 7 / 2, 7.0 / 2, 7 % 3, -7 % 3)
let i: Double = 1 + 2
print(i, 5 / 2 * 2.0)
print("ab" + "cd", [1] + [2, 3], "x" < "y")

infix operator ** : MultiplicationPrecedence
func ** (b: Int, e: Int) -> Int { return e == 0 ? 1 : b * (b ** (e - 1)) }
func ** (b: Double, e: Int) -> Double { return e == 0 ? 1 : b * (b ** (e - 1)) }
func ** (s: String, n: Int) -> String { return String(repeating: s, count: n) }
print(2 ** 10, 1.5 ** 2, "ha" ** 3, 2 + 3 ** 2)
let ops: [(Int, Int) -> Int] = [(+), (-), (*), (**)]
print(ops.map { $0(3, 2) })
let strOps: (String, Int) -> String = (**)
print(strOps("-", 5))

struct Wrapper<T: Equatable>: Equatable {
  var value: T
  static func == (l: Wrapper, r: Wrapper) -> Bool { print("  Wrapper.== called"); return l.value == r.value }
}
print(Wrapper(value: 1) == Wrapper(value: 1))
print(Wrapper(value: "a") != Wrapper(value: "b"))
print([Wrapper(value: 2)].contains(Wrapper(value: 2)))

// expect: (4, 6) (-2, -2) (-1, -2)
// expect: (3, 6) (1003, 1006)
// expect: 11
// expect: ababab
// expect:   static += ran
// expect:   static += ran
// expect: (14, 16)
// expect: true true
// expect: 12.0m 2.0m 1.5m
// expect: 7 3 3.5 1 -1
// expect: 3.0 5.0
// expect: abcd [1, 2, 3] true
// expect: 1024 2.25 hahaha 11
// expect: [5, 1, 6, 9]
// expect: -----
// expect:   Wrapper.== called
// expect: true
// expect:   Wrapper.== called
// expect: true
// expect:   Wrapper.== called
// expect: true
