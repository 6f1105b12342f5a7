// Compiler test style: custom infix operators with precedence groups and associativity
precedencegroup PowerPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator **: PowerPrecedence
func ** (base: Int, exp: Int) -> Int {
    var result = 1
    for _ in 0..<exp { result *= base }
    return result
}
precedencegroup PipePrecedence {
    associativity: left
    lowerThan: AdditionPrecedence
}
infix operator |>: PipePrecedence
func |> <A, B>(x: A, f: (A) -> B) -> B { f(x) }

print(2 ** 3 ** 2)
print((2 ** 3) ** 2)
print(2 * 3 ** 2)
print(1 + 2 ** 4 - 1)
print(3 + 4 |> { $0 * 10 })
print(5 |> { $0 + 1 } |> { $0 * 2 } |> String.init)
print(-2 ** 2)

// expect: 512
// expect: 64
// expect: 18
// expect: 16
// expect: 70
// expect: 12
// expect: 4
