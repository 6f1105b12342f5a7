// floating-rounding-stride
// expected output: swiftc 6.3.1 (Linux), run on this machine

import Foundation

let values: [Double] = [2.5, 3.5, -2.5, 2.4999, -0.5, 7.0]
let rules: [(String, FloatingPointRoundingRule)] = [
    ("nearestEven", .toNearestOrEven), ("nearestAway", .toNearestOrAwayFromZero),
    ("up", .up), ("down", .down), ("towardZero", .towardZero), ("awayFromZero", .awayFromZero),
]
for (name, rule) in rules {
    print(name, values.map { $0.rounded(rule) })
}
print(values.map { $0.rounded() })
var v = 9.75
v.round(.down)
print(v, (-9.75).rounded(.towardZero), floor(-1.5), ceil(-1.5), trunc(1.9))
print(10.5.truncatingRemainder(dividingBy: 3), (-10.5).truncatingRemainder(dividingBy: 3))
print(10.5.remainder(dividingBy: 3), fmod(7.5, 2.0))
print(Array(stride(from: 0.0, to: 1.0, by: 0.25)))
print(Array(stride(from: 1.0, through: 0.0, by: -0.5)))
print(stride(from: 0.0, through: 0.3, by: 0.1).map { String(format: "%.1f", $0) })
print(Array(stride(from: 10, to: 0, by: -3)), Array(stride(from: 0, through: 9, by: 3)))
print(0.1 + 0.2 == 0.3, abs(0.1 + 0.2 - 0.3) < .ulpOfOne, 0.1 + 0.2)
print(Double.infinity > Double.greatestFiniteMagnitude, -Double.infinity, Double.nan.isEqual(to: .nan))
print(Double.nan.isNaN, (0.0 / 0.0).isNaN, (1.0 / 0.0).isInfinite, (-0.0).sign, 0.0 == -0.0)
print(Float.pi, Double.pi, Float(1) / 3, 1.0 / 3)
print(Int(3.99), Int(-3.99), Int(2.5.rounded()), Int(exactly: 4.0) as Any)
print(Double(7) / 2, Double(Int.max) == 9.223372036854776e18, 1e3, 1.5e-4, 123456789.0 * 10)
print(2.0.squareRoot(), pow(2.0, 10.0), sqrt(144.0), exp(0.0), log10(1000.0))
print((1.0).nextUp > 1.0, Double.leastNonzeroMagnitude > 0, Float.greatestFiniteMagnitude)
print(max(1.5, -2.0), min(.nan, 3.0), Double.maximum(.nan, 3.0), [3.2, 1.1, 2.2].max()!)
print(String(format: "%.3f %e %g", 2.0 / 3.0, 12345.678, 0.0001))
print((5.0).description, 5.0.isZero, (-0.0).isZero, 3.0.exponent, 8.0.significand)
print(Double("3.25")!, Double("abc") as Any, Double("1e2")!, Float("0.1")!)
let celsius = stride(from: -10.0, through: 30.0, by: 20.0).map { c in (c, c * 9 / 5 + 32) }
for (c, f) in celsius { print("\(c)C = \(f)F") }
let avg = [90.0, 85.5, 77.25].reduce(0, +) / 3
print(avg, (avg * 100).rounded() / 100)
print(1_000_000.0, 0.000001, 100000000000000000.0, 1e16, 12.0e-7)

// expect: nearestEven [2.0, 4.0, -2.0, 2.0, -0.0, 7.0]
// expect: nearestAway [3.0, 4.0, -3.0, 2.0, -1.0, 7.0]
// expect: up [3.0, 4.0, -2.0, 3.0, -0.0, 7.0]
// expect: down [2.0, 3.0, -3.0, 2.0, -1.0, 7.0]
// expect: towardZero [2.0, 3.0, -2.0, 2.0, -0.0, 7.0]
// expect: awayFromZero [3.0, 4.0, -3.0, 3.0, -1.0, 7.0]
// expect: [3.0, 4.0, -3.0, 2.0, -1.0, 7.0]
// expect: 9.0 -9.0 -2.0 -1.0 1.0
// expect: 1.5 -1.5
// expect: -1.5 1.5
// expect: [0.0, 0.25, 0.5, 0.75]
// expect: [1.0, 0.5, 0.0]
// expect: ["0.0", "0.1", "0.2"]
// expect: [10, 7, 4, 1] [0, 3, 6, 9]
// expect: false true 0.30000000000000004
// expect: true -inf false
// expect: true true true minus true
// expect: 3.1415925 3.141592653589793 0.33333334 0.3333333333333333
// expect: 3 -3 3 Optional(4)
// expect: 3.5 true 1000.0 0.00015 1234567890.0
// expect: 1.4142135623730951 1024.0 12.0 1.0 3.0
// expect: true true 3.4028235e+38
// expect: 1.5 nan 3.0 3.2
// expect: 0.667 1.234568e+04 0.0001
// expect: 5.0 false true 1 1.0
// expect: 3.25 nil 100.0 0.1
// expect: -10.0C = 14.0F
// expect: 10.0C = 50.0F
// expect: 30.0C = 86.0F
// expect: 84.25 84.25
// expect: 1000000.0 1e-06 1e+17 1e+16 1.2e-06
