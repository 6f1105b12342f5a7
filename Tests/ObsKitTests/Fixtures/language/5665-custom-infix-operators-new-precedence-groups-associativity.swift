// Swift compiler execution test style (operator declarations): custom infix operators in new precedence groups with associativity, plus prefix and postfix operators
precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator ** : PowerPrecedence
func ** (base: Int, exp: Int) -> Int {
    var r = 1
    for _ in 0..<exp { r *= base }
    return r
}

precedencegroup PipePrecedence {
    associativity: left
    lowerThan: TernaryPrecedence
}
infix operator |> : PipePrecedence
func |> <A, B>(x: A, f: (A) -> B) -> B { f(x) }

prefix operator √
prefix func √ (x: Double) -> Double { x.squareRoot() }
postfix operator ^^
postfix func ^^ (x: Int) -> Int { x * x }
prefix operator ~~
prefix func ~~ (s: String) -> String { String(s.reversed()) }

print(2 ** 3 ** 2)
print(2 * 3 ** 2, (2 * 3) ** 2)
print(1 + 2 ** 4 - 1)
print(5 |> { $0 + 1 } |> { $0 * 2 } |> String.init)
print(true ? 3 : 4 |> { $0 * 100 })
print(√16.0, √2.0 * √2.0 == 2.0, √(9.0 + 16.0))
print(4^^, 3^^ + 1, -(5^^))
print(~~"hello", ~~(~~"abc"))
var x = 3
x = x^^ ** 2
print(x)
infix operator <=> : ComparisonPrecedence
func <=> (a: Int, b: Int) -> Int { a < b ? -1 : (a == b ? 0 : 1) }
print([1 <=> 2, 2 <=> 2, 3 <=> 2], 1 + 1 <=> 2)

// expect: 512
// expect: 18 36
// expect: 16
// expect: 12
// expect: 300
// expect: 4.0 false 5.0
// expect: 16 10 -25
// expect: olleh abc
// expect: 81
// expect: [-1, 0, 1] 0
