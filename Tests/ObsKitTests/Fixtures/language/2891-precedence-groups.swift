// Compiler test style: custom infix operators assigned to custom and standard precedence groups
precedencegroup ExponentiationPrecedence {
    associativity: right
    higherThan: MultiplicationPrecedence
}

infix operator ** : ExponentiationPrecedence

func ** (base: Int, exponent: Int) -> Int {
    var result = 1
    for _ in 0..<exponent { result *= base }
    return result
}

print(2 ** 3)
print(2 ** 3 ** 2)
print((2 ** 3) ** 2)
print(1 + 2 * 3 ** 2)
print(-2 ** 2)

infix operator +- : AdditionPrecedence
extension Int {
    static func +- (left: Int, right: Int) -> (Int, Int) {
        (left + right, left - right)
    }
}
print(10 +- 3)

precedencegroup PipePrecedence {
    associativity: left
    lowerThan: TernaryPrecedence
}
infix operator |> : PipePrecedence

func |> <A, B>(value: A, function: (A) -> B) -> B {
    function(value)
}

func square(_ n: Int) -> Int { n * n }
func describe(_ n: Int) -> String { "n=\(n)" }

print(3 + 1 |> square |> describe)
print(true ? 2 : 5 |> square)

// expect: 8
// expect: 512
// expect: 64
// expect: 19
// expect: 4
// expect: (13, 7)
// expect: n=16
// expect: 4
