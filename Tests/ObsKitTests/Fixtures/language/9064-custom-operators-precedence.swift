// Compiler test style: custom operators and precedence groups — associativity, relative precedence, prefix/postfix, and assignment operators
precedencegroup ExponentPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator ^^ : ExponentPrecedence

func ^^ (base: Int, exp: Int) -> Int {
    var r = 1
    for _ in 0..<exp { r *= base }
    return r
}

print(2 ^^ 3 ^^ 2)        // right associative: 2^(3^2)
print((2 ^^ 3) ^^ 2)
print(3 * 2 ^^ 2)         // higher than multiplication
print(1 + 2 ^^ 4 - 1)

precedencegroup PipePrecedence {
    associativity: left
    lowerThan: TernaryPrecedence
}
infix operator |> : PipePrecedence
func |> <A, B>(x: A, f: (A) -> B) -> B { f(x) }

let piped = 5 |> { $0 * 2 } |> { $0 + 1 } |> String.init
print(piped, type(of: piped))
print([3, 1, 2] |> { $0.sorted() } |> { $0.map { $0 * 10 } })

precedencegroup ComposePrecedence {
    associativity: left
    higherThan: PipePrecedence
}
infix operator >>> : ComposePrecedence
func >>> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }

let inc: (Int) -> Int = { $0 + 1 }
let dbl: (Int) -> Int = { $0 * 2 }
print(3 |> inc >>> dbl, 3 |> dbl >>> inc)

prefix operator √
prefix func √ (x: Int) -> Int {
    var r = 0
    while (r + 1) * (r + 1) <= x { r += 1 }
    return r
}
postfix operator ~!
postfix func ~! (n: Int) -> Int { n <= 1 ? 1 : n * (n - 1)~! }

print(√50, √81, 5~!, 6~!)
print(√(4~!) + 1)

infix operator <=> : ComparisonPrecedence
func <=> <T: Comparable>(a: T, b: T) -> Int { a < b ? -1 : (a == b ? 0 : 1) }
print(1 <=> 2, "b" <=> "a", 3 <=> 3)
print(1 + 1 <=> 2)

infix operator ??= : AssignmentPrecedence
func ??= <T>(lhs: inout T?, rhs: @autoclosure () -> T) {
    if lhs == nil { lhs = rhs() }
}
var name: String? = nil
var calls = 0
func expensive() -> String { calls += 1; return "computed" }
name ??= expensive()
name ??= expensive()
print(name!, calls)

infix operator ∈ : ComparisonPrecedence
func ∈ <S: Sequence>(e: S.Element, s: S) -> Bool where S.Element: Equatable { s.contains(e) }
print(3 ∈ [1, 2, 3], "z" ∈ ["a", "b"], 2 + 2 ∈ 1...4)

// expect: 512
// expect: 64
// expect: 12
// expect: 16
// expect: 11 String
// expect: [10, 20, 30]
// expect: 8 7
// expect: 7 9 120 720
// expect: 5
// expect: -1 1 0
// expect: 0
// expect: computed 1
// expect: true false true
