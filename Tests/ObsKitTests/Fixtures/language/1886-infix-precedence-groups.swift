// Compiler test style: infix operators with custom precedence groups — higherThan/lowerThan, associativity left/right/none, and mixing with builtins
precedencegroup ExponentPrecedence {
    higherThan: MultiplicationPrecedence
    associativity: right
}
infix operator ** : ExponentPrecedence

func ** (base: Int, exp: Int) -> Int {
    var result = 1
    for _ in 0..<exp { result *= base }
    return result
}

print(2 ** 3)
print(2 ** 3 ** 2)       // right associative: 2 ** 9
print((2 ** 3) ** 2)
print(3 * 2 ** 2)        // higher than *
print(1 + 2 ** 2 * 3)

precedencegroup PipePrecedence {
    associativity: left
    lowerThan: TernaryPrecedence
}
infix operator |> : PipePrecedence
func |> <A, B>(value: A, f: (A) -> B) -> B { f(value) }

let result = 5 |> { $0 + 1 } |> { $0 * 10 } |> { "value: \($0)" }
print(result)
print(true ? 3 : 4 |> { $0 * 100 })

// Left associative custom operator with side-effect tracing
precedencegroup ChainPrecedence {
    associativity: left
    higherThan: AdditionPrecedence
    lowerThan: MultiplicationPrecedence
}
infix operator <+> : ChainPrecedence
func <+> (a: String, b: String) -> String { "(\(a)+\(b))" }
print("a" <+> "b" <+> "c")

infix operator <-> : RightChain
precedencegroup RightChain { associativity: right }
func <-> (a: String, b: String) -> String { "[\(a)-\(b)]" }
print("a" <-> "b" <-> "c")

// Non-associative comparison-like operator
precedencegroup ApproxPrecedence {
    associativity: none
    higherThan: LogicalConjunctionPrecedence
    lowerThan: AdditionPrecedence
}
infix operator ≈ : ApproxPrecedence
func ≈ (a: Int, b: Int) -> Bool { abs(a - b) <= 1 }
print(10 ≈ 11, 10 ≈ 12, 5 + 5 ≈ 9 + 0 && 2 ≈ 3)

// Operator defined as a static member of a type in its own group
precedencegroup CompositionPrecedence {
    associativity: left
    higherThan: ExponentPrecedence
}
infix operator >>> : CompositionPrecedence
struct Fn {
    let apply: (Int) -> Int
    static func >>> (f: Fn, g: Fn) -> Fn { Fn { g.apply(f.apply($0)) } }
}
let inc = Fn { $0 + 1 }
let dbl = Fn { $0 * 2 }
print((inc >>> dbl).apply(3), (dbl >>> inc).apply(3), (inc >>> inc >>> dbl).apply(0))

// Default precedence for an operator declared without a group
infix operator +-
func +- (a: Int, b: Int) -> (Int, Int) { (a + b, a - b) }
print(10 +- 3)

// expect: 8
// expect: 512
// expect: 64
// expect: 12
// expect: 13
// expect: value: 60
// expect: 300
// expect: ((a+b)+c)
// expect: [a-[b-c]]
// expect: true false true
// expect: 8 7 4
// expect: (13, 7)
