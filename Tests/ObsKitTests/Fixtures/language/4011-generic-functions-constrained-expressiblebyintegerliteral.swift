// Compiler test style: generic functions constrained to ExpressibleByIntegerLiteral return inferred zero
// known-gap: line 9: expected "[Score(2), Score(2)]", got "[1, 1]"
func zero<T: ExpressibleByIntegerLiteral>() -> T { 0 }
func ten<T: ExpressibleByIntegerLiteral>(as: T.Type) -> T { 10 }

let z1: Int = zero()
let z2: Double = zero()
let z3: UInt8 = zero()
print(z1, z2, z3)
print(type(of: z2))

print(ten(as: Float.self), ten(as: Int64.self))
print(type(of: ten(as: Double.self)))

func fill<T: ExpressibleByIntegerLiteral>(_ n: Int) -> [T] {
    Array(repeating: 1, count: n)
}
let ds: [Double] = fill(3)
print(ds)
let is8: [Int8] = fill(2)
print(is8, type(of: is8))

struct Score: ExpressibleByIntegerLiteral, CustomStringConvertible {
    var v: Int
    init(integerLiteral value: Int) { v = value * 2 }
    var description: String { "Score(\(v))" }
}
let sc: Score = zero()
print(sc)
print(ten(as: Score.self))
let scores: [Score] = fill(2)
print(scores)
// expect: 0 0.0 0
// expect: Double
// expect: 10.0 10
// expect: Double
// expect: [1.0, 1.0, 1.0]
// expect: [1, 1] Array<Int8>
// expect: Score(0)
// expect: Score(20)
// expect: [Score(2), Score(2)]
