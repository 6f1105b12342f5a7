// Custom operators: precedence groups with associativity, prefix/postfix/infix, compound assignment and operator overloading on types (expected output from swiftc 6.3.1 on Linux)
precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
precedencegroup PipePrecedence {
    associativity: left
    lowerThan: AdditionPrecedence
}
infix operator ** : PowerPrecedence
infix operator |> : PipePrecedence
prefix operator √
postfix operator ^^
infix operator <=> : ComparisonPrecedence
infix operator ??= : AssignmentPrecedence

func ** (base: Int, exp: Int) -> Int { exp == 0 ? 1 : base * (base ** (exp - 1)) }
func |> <A, B>(value: A, f: (A) -> B) -> B { f(value) }
prefix func √ (v: Int) -> Int { var r = 0; while (r + 1) * (r + 1) <= v { r += 1 }; return r }
postfix func ^^ (v: Int) -> Int { v * v }
func <=> (a: Int, b: Int) -> Int { a < b ? -1 : (a == b ? 0 : 1) }
func ??= <T>(lhs: inout T?, rhs: @autoclosure () -> T) { if lhs == nil { lhs = rhs() } }

print(2 ** 3 ** 2, (2 ** 3) ** 2, 2 * 3 ** 2, -2 ** 2)
print(3 + 4 |> { $0 * 10 }, 5 |> String.init |> { $0 + "!" })
print(√50, √(3^^), 4^^ + 1, √16^^)
print(3 <=> 5, 5 <=> 5, 2 + 5 <=> 6)
var cached: String? = nil
cached ??= "first"
cached ??= "second"
print(cached!)

struct Vec: Equatable, CustomStringConvertible {
    var x: Int, y: Int
    static func + (a: Vec, b: Vec) -> Vec { Vec(x: a.x + b.x, y: a.y + b.y) }
    static func * (k: Int, v: Vec) -> Vec { Vec(x: k * v.x, y: k * v.y) }
    static func * (a: Vec, b: Vec) -> Int { a.x * b.x + a.y * b.y }
    static prefix func - (v: Vec) -> Vec { Vec(x: -v.x, y: -v.y) }
    static func += (a: inout Vec, b: Vec) { a = a + b }
    var description: String { "(\(x), \(y))" }
}
let u = Vec(x: 1, y: 2), w = Vec(x: 3, y: -1)
print(u + w, 2 * u + w, u * w, -u, -(u + w) == Vec(x: -4, y: -1))
var acc = Vec(x: 0, y: 0)
for _ in 1...3 { acc += u }
print(acc, 2 * 3 * u)

infix operator •: MultiplicationPrecedence
func • (a: [Int], b: [Int]) -> Int { zip(a, b).map(*).reduce(0, +) }
print([1, 2, 3] • [4, 5, 6] + 1)

precedencegroup ChainLeft { associativity: left }
precedencegroup ChainRight { associativity: right }
infix operator <-- : ChainLeft
infix operator --> : ChainRight
func <-- (a: String, b: String) -> String { "(\(a)<\(b))" }
func --> (a: String, b: String) -> String { "(\(a)>\(b))" }
print("a" <-- "b" <-- "c", "a" --> "b" --> "c")
let ops: [(Int, Int) -> Int] = [(+), (-), (**), { $0 <=> $1 }]
print(ops.map { $0(2, 5) })

// expect: 512 64 18 4
// expect: 70 5!
// expect: 7 3 17 16
// expect: -1 0 1
// expect: first
// expect: (4, 1) (5, 3) 1 (-1, -2) true
// expect: (3, 6) (6, 12)
// expect: 33
// expect: ((a<b)<c) (a>(b>c))
// expect: [7, -3, 32, -1]
