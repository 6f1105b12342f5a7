// custom-operators
// known-gap: line 7: expected "4 fallback 1", got "4 fallback 3"
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

precedencegroup ExponentiationPrecedence {
    associativity: right
    higherThan: MultiplicationPrecedence
}
infix operator ** : ExponentiationPrecedence
func ** (base: Int, exp: Int) -> Int { exp == 0 ? 1 : (1...exp).reduce(1) { acc, _ in acc * base } }
print(2 ** 3 ** 2, (2 ** 3) ** 2, 2 * 3 ** 2, 1 + 2 ** 4 - 1, -2 ** 3)

struct Vec: Equatable, CustomStringConvertible {
    var x: Double, y: Double
    var description: String { "(\(x), \(y))" }
    static func + (a: Vec, b: Vec) -> Vec { Vec(x: a.x + b.x, y: a.y + b.y) }
    static func - (a: Vec, b: Vec) -> Vec { Vec(x: a.x - b.x, y: a.y - b.y) }
    static func * (a: Vec, k: Double) -> Vec { Vec(x: a.x * k, y: a.y * k) }
    static func * (k: Double, a: Vec) -> Vec { a * k }
    static prefix func - (a: Vec) -> Vec { Vec(x: -a.x, y: -a.y) }
    static func += (a: inout Vec, b: Vec) { a = a + b }
}
infix operator • : MultiplicationPrecedence
func • (a: Vec, b: Vec) -> Double { a.x * b.x + a.y * b.y }

let u = Vec(x: 1, y: 2), v = Vec(x: 3, y: -1)
var w = u + v * 2
print(w, -u, 2 * u - v, u • v, (u • v) * 2, u • v * 2)
w += Vec(x: 0.5, y: 0.5)
print(w, w == Vec(x: 7.5, y: 0.5))

prefix operator √
prefix func √ (x: Double) -> Double { x.squareRoot() }
postfix operator %
postfix func % (x: Double) -> Double { x / 100 }
print(√16, √2 * √2 == 2, 50%, 200 * 15%)

postfix operator ++
@discardableResult postfix func ++ (x: inout Int) -> Int { defer { x += 1 }; return x }
var counter = 5
let old = counter++
counter++
print(old, counter)

infix operator <=> : ComparisonPrecedence
func <=> <T: Comparable>(a: T, b: T) -> Int { a < b ? -1 : (a == b ? 0 : 1) }
print(1 <=> 2, "b" <=> "a", 3.0 <=> 3.0, [1, 5, 3].map { $0 <=> 3 })

infix operator ??? : NilCoalescingPrecedence
func ??? <T>(value: T?, fallback: @autoclosure () -> String) -> String {
    value.map { "\($0)" } ?? fallback()
}
var fallbackCalls = 0
func expensive() -> String { fallbackCalls += 1; return "fallback" }
let some: Int? = 4, none: Int? = nil
print(some ??? expensive(), none ??? expensive(), fallbackCalls)

precedencegroup PipeForward {
    associativity: left
    lowerThan: LogicalDisjunctionPrecedence
    higherThan: TernaryPrecedence
}
infix operator |> : PipeForward
func |> <A, B>(a: A, f: (A) -> B) -> B { f(a) }
print([3, 1, 2] |> { $0.sorted() } |> { $0.map { $0 * 10 } }, true || false |> { !$0 })

infix operator +++ : AdditionPrecedence
func +++ (l: [Int], r: Int) -> [Int] { l + [r] }
print([1] +++ 2 +++ 3, [] +++ 1 * 2)

struct Matrix2: Equatable {
    var a, b, c, d: Int
    static func * (l: Matrix2, r: Matrix2) -> Matrix2 {
        Matrix2(a: l.a * r.a + l.b * r.c, b: l.a * r.b + l.b * r.d, c: l.c * r.a + l.d * r.c, d: l.c * r.b + l.d * r.d)
    }
    static func *= (l: inout Matrix2, r: Matrix2) { l = l * r }
    static let identity = Matrix2(a: 1, b: 0, c: 0, d: 1)
}
func ** (m: Matrix2, n: Int) -> Matrix2 { (0..<n).reduce(Matrix2.identity) { acc, _ in acc * m } }
let fibM = Matrix2(a: 1, b: 1, c: 1, d: 0) ** 10
print(fibM.b, fibM == Matrix2(a: 89, b: 55, c: 55, d: 34))
var mm = Matrix2.identity
mm *= Matrix2(a: 2, b: 0, c: 0, d: 3)
mm *= mm
print(mm)

// expect: 512 64 18 16 -8
// expect: (7.0, 0.0) (-1.0, -2.0) (-1.0, 5.0) 1.0 2.0 2.0
// expect: (7.5, 0.5) true
// expect: 4.0 false 0.5 30.0
// expect: 5 7
// expect: -1 1 0 [-1, 1, 0]
// expect: 4 fallback 1
// expect: [10, 20, 30] false
// expect: [1, 2, 3] [2]
// expect: 55 true
// expect: Matrix2(a: 4, b: 0, c: 0, d: 9)
