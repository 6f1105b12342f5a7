// Compiler test style: custom operators with precedence groups, associativity and higher/lower relations
precedencegroup ExponentiationPrecedence {
    associativity: right
    higherThan: MultiplicationPrecedence
}
precedencegroup PipelinePrecedence {
    associativity: left
    lowerThan: TernaryPrecedence
}
precedencegroup CompositionPrecedence {
    associativity: left
    higherThan: PipelinePrecedence
    lowerThan: AdditionPrecedence
}
precedencegroup BindPrecedence {
    associativity: right
    assignment: true
    higherThan: AssignmentPrecedence
    lowerThan: TernaryPrecedence
}

infix operator **: ExponentiationPrecedence
infix operator |>: PipelinePrecedence
infix operator >>>: CompositionPrecedence
infix operator <~: BindPrecedence
prefix operator ~~
postfix operator %%

func ** (base: Int, exponent: Int) -> Int {
    var result = 1
    for _ in 0..<exponent { result *= base }
    return result
}
func |> <A, B>(value: A, transform: (A) -> B) -> B { transform(value) }
func >>> <A, B, C>(f: @escaping (A) -> B, g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
func <~ (target: inout Int, value: Int) { target = value * 100 }
prefix func ~~ (value: Int) -> Int { -value * 2 }
postfix func %% (value: Int) -> Double { Double(value) / 100 }

print(2 ** 3 ** 2)
print((2 ** 3) ** 2)
print(2 * 3 ** 2)
print(1 + 2 ** 4 - 1)
print(-2 ** 2)
print(~~3 + 1)
print(45%% + 1)

let increment: (Int) -> Int = { $0 + 1 }
let double: (Int) -> Int = { $0 * 2 }
print(5 |> increment >>> double)
print(5 |> double >>> increment)
print(3 + 4 |> double)
print(true ? 1 : 2 |> increment)

var stored = 0
stored <~ 1 + 2
print(stored)
struct Holder { var value = 0 }
var holder: Holder? = Holder()
holder?.value <~ 7
print(holder?.value as Any)
var missing: Holder? = nil
missing?.value <~ 9
print(missing?.value as Any)
// expect: 512
// expect: 64
// expect: 18
// expect: 16
// expect: 4
// expect: -5
// expect: 1.45
// expect: 12
// expect: 11
// expect: 14
// expect: 2
// expect: 300
// expect: Optional(700)
// expect: nil
