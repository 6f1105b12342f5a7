// Floating-point rounding rules, remainders, signed zero, ulp/nextUp, and NaN/infinity in comparisons
import Foundation  // links libm, which rounded()/squareRoot() need on Linux
let values = [2.5, 3.5, -2.5, -0.5, 0.49999999999999994, 1.5000001, -7.25]
let rules: [(String, FloatingPointRoundingRule)] = [
    ("nearestAway", .toNearestOrAwayFromZero), ("nearestEven", .toNearestOrEven),
    ("up", .up), ("down", .down), ("towardZero", .towardZero), ("awayFromZero", .awayFromZero),
]
for (name, rule) in rules { print(name, values.map { $0.rounded(rule) }) }
print(values.map { $0.rounded() })
var v = 8.75
v.round(.down)
print(v)
v = -8.5
v.round()
print(v, (-0.4).rounded(), (-0.4).rounded().sign == .minus)
print(7.5.truncatingRemainder(dividingBy: 2), (-7.5).truncatingRemainder(dividingBy: 2))
print(7.5.remainder(dividingBy: 2), (-7.5).remainder(dividingBy: 2), 5.0.remainder(dividingBy: 2), 7.0.remainder(dividingBy: 2))
print(0.0 == -0.0, (-0.0).sign, (0.0).sign, 1 / -Double.infinity, -0.0 + 0.0)
print(Double.infinity > Double.greatestFiniteMagnitude, -Double.infinity < -Double.greatestFiniteMagnitude)
let bad = Double("nan")!
print(bad == bad, bad != bad, bad < 1, bad > 1, bad.isNaN, (bad + 1).isNaN, [bad].contains(bad))
print(Double.infinity - Double.infinity, 0 * Double.infinity, Double.infinity * -1)
print(1.0.ulp, 1.0.nextUp - 1.0 == 1.0.ulp, 1.0.nextDown < 1.0, Double.leastNonzeroMagnitude > 0)
print(0.1 + 0.2 == 0.3, abs((0.1 + 0.2) - 0.3) < 1e-15, 0.1 + 0.2)
print(Float(0.1) == 0.1, Double(Float(0.1)), Float(1) / 3)
print(16.0.squareRoot(), 2.0.squareRoot(), (-1.0).squareRoot().isNaN)
print(10.0.truncatingRemainder(dividingBy: 2.5) == 0, Double(Int.max).nextUp > Double(Int.max))
print((2.5 as Double).exponent, 1024.0.exponent, 0.75.significand, 8.0.significandWidth)
print(Double(sign: .minus, exponent: 3, significand: 1.5), Double.pi.rounded(.down), Float.pi)
let money = [0.125, 0.135, 1.005, 2.675]
print(money.map { ($0 * 100).rounded() / 100 })
print(money.map { ($0 * 100).rounded(.toNearestOrEven) / 100 })
print(Int(exactly: 4.0.rounded(.up)) as Any, Int(-3.7.rounded(.towardZero)), Int((-3.7).rounded(.towardZero)))
print(Double.zero.isZero, (-0.0).isZero, Double.leastNonzeroMagnitude.isSubnormal, Double.greatestFiniteMagnitude.isFinite)
print(max(-0.0, 0.0).sign, min(0.0, -0.0).sign, [3.0, -0.0, 0.0, -1.0].sorted())
let big = 9007199254740993
print(1e16 + 1 == 1e16, Double(big), Int(Double(big)) == big, Double(exactly: big) as Any)
print(stride(from: 0.0, to: 0.35, by: 0.1).map { $0 }, (0..<4).map { Double($0) * 0.1 })
let halves = stride(from: -2.5, through: 2.5, by: 1.0).map { $0 }
print(halves.map { Int($0.rounded(.toNearestOrEven)) }, halves.map { Int($0.rounded()) })
print(Float(2.5).rounded(.toNearestOrEven), Float(-1.5).rounded(.towardZero), (0.5 as Float).rounded(.awayFromZero))

// expect: nearestAway [3.0, 4.0, -3.0, -1.0, 0.0, 2.0, -7.0]
// expect: nearestEven [2.0, 4.0, -2.0, -0.0, 0.0, 2.0, -7.0]
// expect: up [3.0, 4.0, -2.0, -0.0, 1.0, 2.0, -7.0]
// expect: down [2.0, 3.0, -3.0, -1.0, 0.0, 1.0, -8.0]
// expect: towardZero [2.0, 3.0, -2.0, -0.0, 0.0, 1.0, -7.0]
// expect: awayFromZero [3.0, 4.0, -3.0, -1.0, 1.0, 2.0, -8.0]
// expect: [3.0, 4.0, -3.0, -1.0, 0.0, 2.0, -7.0]
// expect: 8.0
// expect: -9.0 -0.0 true
// expect: 1.5 -1.5
// expect: -0.5 0.5 1.0 -1.0
// expect: true minus plus -0.0 0.0
// expect: true true
// expect: false true false false true true false
// expect: -nan -nan -inf
// expect: 2.220446049250313e-16 true true true
// expect: false true 0.30000000000000004
// expect: true 0.10000000149011612 0.33333334
// expect: 4.0 1.4142135623730951 true
// expect: true true
// expect: 1 10 1.5 0
// expect: -12.0 3.0 3.1415925
// expect: [0.13, 0.14, 1.0, 2.68]
// expect: [0.12, 0.14, 1.0, 2.68]
// expect: Optional(4) -3 -3
// expect: true true true true
// expect: plus plus [-1.0, -0.0, 0.0, 3.0]
// expect: true 9007199254740992.0 false nil
// expect: [0.0, 0.1, 0.2, 0.30000000000000004] [0.0, 0.1, 0.2, 0.30000000000000004]
// expect: [-2, -2, 0, 0, 2, 2] [-3, -2, -1, 1, 2, 3]
// expect: 2.0 -1.0 1.0
