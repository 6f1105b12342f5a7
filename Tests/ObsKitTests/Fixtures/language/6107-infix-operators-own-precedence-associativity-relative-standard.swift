// Compiler test style (custom operators and precedence groups): infix operators with their own precedence and associativity relative to the standard ones
precedencegroup ExponentPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator ** : ExponentPrecedence
func ** (base: Int, exp: Int) -> Int { exp == 0 ? 1 : base * (base ** (exp - 1)) }

print(2 ** 3, 2 ** 3 ** 2, 2 * 3 ** 2, 1 + 2 ** 2 * 3)

precedencegroup PipePrecedence {
    associativity: left
    lowerThan: TernaryPrecedence
}
infix operator |> : PipePrecedence
func |> <A, B>(value: A, f: (A) -> B) -> B { f(value) }
let result = 5 |> { $0 + 1 } |> { $0 * 2 } |> String.init
print(result, type(of: result))
print([3, 1, 2] |> { $0.sorted() } |> { $0.map { $0 * 10 } })

precedencegroup ChainPrecedence {
    associativity: left
    higherThan: AdditionPrecedence
    lowerThan: MultiplicationPrecedence
}
infix operator <> : ChainPrecedence
func <> (a: String, b: String) -> String { "(\(a)<>\(b))" }
func <> (a: Int, b: Int) -> String { "[\(a)<>\(b)]" }
print("a" <> "b" <> "c")
print(1 <> 2, 2 * 3 <> 4)

precedencegroup NonAssoc {
    associativity: none
    higherThan: ComparisonPrecedence
    lowerThan: AdditionPrecedence
}
infix operator =~= : NonAssoc
func =~= (a: Double, b: Double) -> Bool { abs(a - b) < 0.01 }
print(0.1 + 0.2 =~= 0.3, 1.0 =~= 1.5, (2.0 =~= 2.001) == true)

infix operator ??= : AssignmentPrecedence
func ??= <T>(lhs: inout T?, rhs: @autoclosure () -> T) { if lhs == nil { lhs = rhs() } }
var name: String? = nil
name ??= "first"
name ??= "second"
print(name!)

infix operator +- : AdditionPrecedence
func +- (a: Int, b: Int) -> (Int, Int) { (a + b, a - b) }
let (hi, lo) = 10 +- 3
print(hi, lo)
struct Vec { var x, y: Int }
func + (a: Vec, b: Vec) -> Vec { Vec(x: a.x + b.x, y: a.y + b.y) }
func * (k: Int, v: Vec) -> Vec { Vec(x: k * v.x, y: k * v.y) }
func += (a: inout Vec, b: Vec) { a = a + b }
var v = Vec(x: 1, y: 2)
v += 2 * Vec(x: 1, y: 1) + Vec(x: 10, y: 0)
print(v.x, v.y)

// expect: 8 512 18 13
// expect: 12 String
// expect: [10, 20, 30]
// expect: ((a<>b)<>c)
// expect: [1<>2] [6<>4]
// expect: true false true
// expect: first
// expect: 13 7
// expect: 13 4
