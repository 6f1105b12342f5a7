// Compiler test style: AdditiveArithmetic variadic totals with literal arguments
// known-gap: needs the compiler check (literal types); unchecked: error: 4020-additivearithmetic-variadic-totals-literal.swift:3:13: error: not supported yet: the type 'T' stands for here is not known (ObsREPL checks no types; pass it, as in 'T.self', or give it by an argument of its type)
func total<T: AdditiveArithmetic>(_ xs: T...) -> T {
    var t = T.zero
    for x in xs { t += x }
    return t
}

let a = total(1, 2, 3)
print(a, type(of: a))
let b = total(1, 2.5)
print(b, type(of: b))
let c: Float = total(0.25, 0.25, 1)
print(c)
let d = total(UInt8(1), 2)
print(d, type(of: d))

func difference<T: AdditiveArithmetic>(_ a: T, _ b: T) -> T { a - b }
print(difference(10, 3), difference(1, 0.5))
let big: Int64 = 5
print(difference(big, 8), type(of: difference(big, 8)))

struct Steps: AdditiveArithmetic, CustomStringConvertible {
    var n: Int
    static let zero = Steps(n: 0)
    static func + (a: Steps, b: Steps) -> Steps { Steps(n: a.n + b.n) }
    static func - (a: Steps, b: Steps) -> Steps { Steps(n: a.n - b.n) }
    var description: String { "\(n) steps" }
}
print(total(Steps(n: 3), Steps(n: 4)))
print(total() as Int, total() as Steps)
print(Int.zero, Double.zero, type(of: Float.zero))
// expect: 6 Int
// expect: 3.5 Double
// expect: 1.5
// expect: 3 UInt8
// expect: 7 0.5
// expect: -3 Int64
// expect: 7 steps
// expect: 0 0 steps
// expect: 0 0.0 Float
