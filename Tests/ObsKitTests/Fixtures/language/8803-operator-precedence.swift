// Compiler test style (operators): overloading, custom operators and precedence groups
struct Vec: CustomStringConvertible, Equatable {
    var x: Int, y: Int
    var description: String { "(\(x), \(y))" }
    static func + (a: Vec, b: Vec) -> Vec { Vec(x: a.x + b.x, y: a.y + b.y) }
    static func * (k: Int, v: Vec) -> Vec { Vec(x: k * v.x, y: k * v.y) }
    static prefix func - (v: Vec) -> Vec { Vec(x: -v.x, y: -v.y) }
    static func += (a: inout Vec, b: Vec) { a = a + b }
}

let a = Vec(x: 1, y: 2), b = Vec(x: 3, y: 4)
print(a + b, 2 * a + b, -a)
var c = a
c += b
c += b
print(c, c == Vec(x: 7, y: 10))

precedencegroup ExponentiationPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator ** : ExponentiationPrecedence
func ** (base: Int, exp: Int) -> Int {
    exp == 0 ? 1 : base * (base ** (exp - 1))
}
print(2 ** 3 ** 2)      // right associative: 2 ** 9
print(2 * 3 ** 2)       // higher than *: 2 * 9
print((2 ** 3) ** 2)

precedencegroup PipePrecedence {
    associativity: left
    lowerThan: AdditionPrecedence
}
infix operator |> : PipePrecedence
func |> <T, U>(value: T, f: (T) -> U) -> U { f(value) }
let r = 3 + 4 |> { $0 * 10 } |> { "result \($0)" }
print(r)

// Dot product with a custom operator
infix operator • : MultiplicationPrecedence
func • (a: Vec, b: Vec) -> Int { a.x * b.x + a.y * b.y }
print(a • b + 1)

// Custom postfix operator (double factorial)
postfix operator ^^
postfix func ^^ (n: Int) -> Int { n <= 1 ? 1 : n * (n - 2)^^ }
print(5^^, 6^^)

// Operator as a function value
let ops: [(String, (Int, Int) -> Int)] = [("+", +), ("-", -), ("**", **)]
for (name, f) in ops { print(name, f(2, 5)) }

// expect: (4, 6) (5, 8) (-1, -2)
// expect: (7, 10) true
// expect: 512
// expect: 18
// expect: 64
// expect: result 70
// expect: 12
// expect: 15 48
// expect: + 7
// expect: - -3
// expect: ** 32
