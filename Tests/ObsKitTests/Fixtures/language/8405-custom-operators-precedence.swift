// Compiler-test style: custom infix/prefix/postfix operators with user-defined precedence groups and associativity
import Foundation
precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
precedencegroup PipePrecedence {
    associativity: left
    lowerThan: AdditionPrecedence
}
precedencegroup ComposePrecedence {
    associativity: right
    higherThan: PipePrecedence
}

infix operator **: PowerPrecedence
infix operator |>: PipePrecedence
infix operator >>>: ComposePrecedence
prefix operator √
postfix operator ++
infix operator <=>: ComparisonPrecedence

func ** (base: Int, exp: Int) -> Int { exp == 0 ? 1 : base * (base ** (exp - 1)) }
func |> <A, B>(x: A, f: (A) -> B) -> B { f(x) }
func >>> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
prefix func √ (x: Double) -> Double { x.squareRoot() }
postfix func ++ (x: inout Int) -> Int { defer { x += 1 }; return x }
func <=> (a: Int, b: Int) -> Int { a < b ? -1 : (a > b ? 1 : 0) }

struct V2: CustomStringConvertible {
    var x: Int, y: Int
    static func + (a: V2, b: V2) -> V2 { V2(x: a.x + b.x, y: a.y + b.y) }
    static func * (k: Int, v: V2) -> V2 { V2(x: k * v.x, y: k * v.y) }
    static prefix func - (v: V2) -> V2 { V2(x: -v.x, y: -v.y) }
    static func += (a: inout V2, b: V2) { a = a + b }
    var description: String { "<\(x),\(y)>" }
}

print(2 ** 3 ** 2)
print(2 * 3 ** 2)
print(1 + 2 ** 4 - 1)
print(3 |> { $0 + 1 } |> { $0 * 10 })
let pipeline = { (s: String) in s.count } >>> { $0 * 2 } >>> { "len*2=\($0)" }
print("hello" |> pipeline)
print(√16.0 + 1)
var i = 5
let old = i++
print(old, i)
print(3 <=> 5, 5 <=> 5, 1 + 8 <=> 4)
var v = V2(x: 1, y: 2)
v += 3 * V2(x: 1, y: 1)
print(v, -v, -v + v)

// expect: 512
// expect: 18
// expect: 16
// expect: 40
// expect: len*2=10
// expect: 5.0
// expect: 5 6
// expect: -1 0 1
// expect: <4,5> <-4,-5> <0,0>
