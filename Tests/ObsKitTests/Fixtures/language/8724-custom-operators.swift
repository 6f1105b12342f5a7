// Tutorial style (Kodeco advanced operators): custom infix/prefix/postfix operators and precedence groups
import Foundation

struct Vector2: Equatable, CustomStringConvertible {
    var x: Double, y: Double
    var description: String { "(\(x), \(y))" }

    static func + (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x - b.x, y: a.y - b.y) }
    static func * (v: Vector2, k: Double) -> Vector2 { Vector2(x: v.x * k, y: v.y * k) }
    static prefix func - (v: Vector2) -> Vector2 { Vector2(x: -v.x, y: -v.y) }
    static func += (a: inout Vector2, b: Vector2) { a = a + b }
}

infix operator •: MultiplicationPrecedence
func • (a: Vector2, b: Vector2) -> Double { a.x * b.x + a.y * b.y }

precedencegroup ExponentPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: ExponentPrecedence
func ** (base: Int, power: Int) -> Int {
    power == 0 ? 1 : base * (base ** (power - 1))
}

prefix operator √
prefix func √ (value: Double) -> Double { value.squareRoot() }

postfix operator %
postfix func % (value: Double) -> Double { value / 100 }

precedencegroup PipePrecedence {
    associativity: left
    lowerThan: AdditionPrecedence
}
infix operator |>: PipePrecedence
func |> <A, B>(value: A, f: (A) -> B) -> B { f(value) }

let a = Vector2(x: 1, y: 2)
let b = Vector2(x: 3, y: -1)
print(a + b)
print(a - b)
print(-a)
print(a * 3)
print("dot: \(a • b)")
var pos = a
pos += b
pos += b
print("moved: \(pos)")
print(pos == Vector2(x: 7, y: 0))

print(2 ** 3 ** 2)
print(2 * 3 ** 2)
print(√16 + √9)
print(250.0 * 12%)
print(5 + 4 |> { $0 * 10 } |> String.init)

// expect: (4.0, 1.0)
// expect: (-2.0, 3.0)
// expect: (-1.0, -2.0)
// expect: (3.0, 6.0)
// expect: dot: 1.0
// expect: moved: (7.0, 0.0)
// expect: true
// expect: 512
// expect: 18
// expect: 7.0
// expect: 30.0
// expect: 90
