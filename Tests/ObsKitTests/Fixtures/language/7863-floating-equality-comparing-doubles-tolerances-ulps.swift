// Blog style (floating equality): comparing doubles with tolerances and ulps
import Foundation

func almostEqual(_ a: Double, _ b: Double, ulps: Int = 4) -> Bool {
    if a == b { return true }
    let tolerance = Double(ulps) * max(a.ulp, b.ulp)
    return abs(a - b) <= tolerance
}
let sum = 0.1 + 0.2
print(sum)
print(sum == 0.3, almostEqual(sum, 0.3))
print(almostEqual(1.0, 1.0 + 1e-15), almostEqual(1.0, 1.0001))
print(abs(-3.5), fabs(-2.0), (-4.25).magnitude)
print((1.0 / 3.0) * 3.0 == 1.0)
var acc = 0.0
for _ in 0..<10 { acc += 0.1 }
print(acc, acc == 1.0, almostEqual(acc, 1.0))
print(acc.isEqual(to: 1.0), acc.isLess(than: 1.0), acc.isLessThanOrEqualTo(1.0))
print(Double.nan.isTotallyOrdered(belowOrEqualTo: 1.0), (1.0).isTotallyOrdered(belowOrEqualTo: .nan))
print((-0.0).isTotallyOrdered(belowOrEqualTo: 0.0), (0.0).isTotallyOrdered(belowOrEqualTo: -0.0))
let sorted = [3.0, -0.0, .infinity, 1.5, -2.0].sorted()
print(sorted)
// expect: 0.30000000000000004
// expect: false true
// expect: false false
// expect: 3.5 2.0 4.25
// expect: true
// expect: 0.9999999999999999 false true
// expect: false true true
// expect: false true
// expect: true false
// expect: [-2.0, -0.0, 1.5, 3.0, inf]
