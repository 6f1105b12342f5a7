// Swift by Sundell style: custom operators and operator overloading
import Foundation

struct Vector2: Equatable, CustomStringConvertible {
    var x: Double, y: Double
    var description: String { "(\(x), \(y))" }

    static func + (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vector2, b: Vector2) -> Vector2 { Vector2(x: a.x - b.x, y: a.y - b.y) }
    static func * (v: Vector2, s: Double) -> Vector2 { Vector2(x: v.x * s, y: v.y * s) }
    static func * (s: Double, v: Vector2) -> Vector2 { v * s }
    static prefix func - (v: Vector2) -> Vector2 { Vector2(x: -v.x, y: -v.y) }
    static func += (a: inout Vector2, b: Vector2) { a = a + b }
}

infix operator •: MultiplicationPrecedence
func • (a: Vector2, b: Vector2) -> Double { a.x * b.x + a.y * b.y }

precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: PowerPrecedence
func ** (base: Int, exp: Int) -> Int {
    (0..<exp).reduce(1) { acc, _ in acc * base }
}

precedencegroup PipePrecedence {
    associativity: left
    lowerThan: TernaryPrecedence
}
infix operator |>: PipePrecedence
func |> <A, B>(value: A, f: (A) -> B) -> B { f(value) }

postfix operator %
postfix func % (value: Double) -> Double { value / 100 }

prefix operator √
prefix func √ (value: Double) -> Double { value.squareRoot() }

infix operator ??=: AssignmentPrecedence
func ??= <T>(lhs: inout T?, rhs: @autoclosure () -> T) {
    if lhs == nil { lhs = rhs() }
}

let a = Vector2(x: 1, y: 2), b = Vector2(x: 3, y: -1)
print(a + b, a - b, a * 2, 0.5 * b, -a)
print("dot:", a • b)
var pos = Vector2(x: 0, y: 0)
for step in [a, b, a] { pos += step }
print("pos:", pos, pos == Vector2(x: 5, y: 3))

print(2 ** 10, 2 ** 3 ** 2, 3 * 2 ** 2)
print(200 * 15%, √16 + √2.25)

let result = [5, 3, 8, 1]
    |> { $0.sorted() }
    |> { $0.map { $0 * 2 } }
    |> { $0.map(String.init).joined(separator: "-") }
print(result)
print("swift" |> { $0.uppercased() } |> { $0.count })

var cached: String? = nil
cached ??= "first"
cached ??= "second"
print(cached!)

// Operators for a custom Comparable type
struct Money: Comparable {
    let cents: Int
    static func < (a: Money, b: Money) -> Bool { a.cents < b.cents }
    static func + (a: Money, b: Money) -> Money { Money(cents: a.cents + b.cents) }
}
let prices = [Money(cents: 499), Money(cents: 1250), Money(cents: 99)]
let sum = prices.reduce(Money(cents: 0), +)
print("sum:", sum.cents, "max:", prices.max()!.cents, "sorted:", prices.sorted().map(\.cents))
print(Money(cents: 5) <= Money(cents: 5), Money(cents: 6) > Money(cents: 7))

// expect: (4.0, 1.0) (-2.0, 3.0) (2.0, 4.0) (1.5, -0.5) (-1.0, -2.0)
// expect: dot: 1.0
// expect: pos: (5.0, 3.0) true
// expect: 1024 512 12
// expect: 30.0 5.5
// expect: 2-6-10-16
// expect: 5
// expect: first
// expect: sum: 1848 max: 1250 sorted: [99, 499, 1250]
// expect: true false
