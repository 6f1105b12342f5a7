// custom operators: precedence groups, associativity, prefix/postfix, compound assignment
// expected output: swiftc 6.3.1 (Linux), run on this machine
precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: PowerPrecedence
func ** (base: Int, exp: Int) -> Int {
    var r = 1
    for _ in 0..<exp { r *= base }
    return r
}
print(2 ** 3 ** 2, (2 ** 3) ** 2, 2 * 3 ** 2, -2 ** 2, 1 + 2 ** 2 * 3)

precedencegroup PipePrecedence {
    associativity: left
    lowerThan: TernaryPrecedence
}
infix operator |>: PipePrecedence
func |> <A, B>(x: A, f: (A) -> B) -> B { f(x) }
let inc = { (x: Int) in x + 1 }
let dbl = { (x: Int) in x * 2 }
print(3 |> inc |> dbl, 3 |> dbl |> inc, 1 + 1 |> dbl, true ? 5 : 0 |> inc)

precedencegroup ComposePrecedence {
    associativity: right
    higherThan: PipePrecedence
}
infix operator •: ComposePrecedence
func • <A, B, C>(g: @escaping (B) -> C, f: @escaping (A) -> B) -> (A) -> C { { g(f($0)) } }
print(5 |> dbl • inc, 5 |> inc • dbl, (String.init • dbl)(21))

precedencegroup NonAssoc { associativity: none higherThan: ComparisonPrecedence lowerThan: AdditionPrecedence }
infix operator <=>: NonAssoc
func <=> (l: Int, r: Int) -> Int { l < r ? -1 : (l == r ? 0 : 1) }
print(1 <=> 2, 3 + 1 <=> 4, 5 <=> 2 * 2, (1 <=> 2) == -1)

prefix operator √
prefix func √ (x: Int) -> Int {
    var r = 0
    while (r + 1) * (r + 1) <= x { r += 1 }
    return r
}
postfix operator ~!
postfix func ~! (n: Int) -> Int { n <= 1 ? 1 : (2...n).reduce(1, *) }
print(√17, √(4 ** 2), 5~!, 3~! + 1, -(√9))

struct Vec: Equatable, CustomStringConvertible {
    var x: Int, y: Int
    var description: String { "(\(x),\(y))" }
    static func + (a: Vec, b: Vec) -> Vec { Vec(x: a.x + b.x, y: a.y + b.y) }
    static func * (k: Int, v: Vec) -> Vec { Vec(x: k * v.x, y: k * v.y) }
    static prefix func - (v: Vec) -> Vec { Vec(x: -v.x, y: -v.y) }
    static func += (a: inout Vec, b: Vec) { a = a + b }
}
infix operator ⋅: MultiplicationPrecedence
func ⋅ (a: Vec, b: Vec) -> Int { a.x * b.x + a.y * b.y }
var v = Vec(x: 1, y: 2)
v += Vec(x: 3, y: 3)
print(v, -v, 2 * v + Vec(x: 1, y: 1), v ⋅ Vec(x: 1, y: 0) + 1, -v == Vec(x: -4, y: -5))

infix operator ??=: AssignmentPrecedence
func ??= <T>(lhs: inout T?, rhs: @autoclosure () -> T) { if lhs == nil { lhs = rhs() } }
var name: String? = nil
name ??= "default"
name ??= "ignored"
print(name!)
print(1 + 2 * 3 - 4 / 2 % 3, 1 << 2 + 1, (1 << 2) + 1, 6 & 3 | 8, 10 - 2 - 3, 2 + 3 == 5 && 1 < 2 || false)

// expect: 512 64 18 4 13
// expect: 8 7 4 6
// expect: 12 11 42
// expect: -1 0 1 true
// expect: 4 4 120 7 -3
// expect: (4,5) (-4,-5) (9,11) 5 true
// expect: default
// expect: 5 5 5 10 5 true
