// floating point printing and properties: shortest round-trip descriptions, specials, ulp
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation
print(0.1 + 0.2, 0.1 + 0.2 == 0.3, 1.0, 100.0, 1e15, 1e16, 1.5e-7, 123456789.0)
print(Float(0.1), Float(1) / 3, Double(Float(0.1)), 1.0 / 3, 2.0 / 3)
print(Double.pi, Float.pi, Double(Float.pi))
print(-0.0, 0.0 == -0.0, (-0.0).sign, 1 / -Double.infinity)
let q = Double("nan")!
print(Double.infinity, -Double.infinity, q, q == q, q.isNaN, q < 1, q > 1)
print(Double.greatestFiniteMagnitude, Double.leastNonzeroMagnitude, Float.greatestFiniteMagnitude)
print(Double.ulpOfOne, 1.0.ulp, 1.0.nextUp, 1.0.nextDown, (0.0).nextUp)
print(Float(3.4e38) * 10, Float(1e-45), Float(1e-46))
print(5.0.description, (5.0).debugDescription, String(describing: 2.50), "\(7.0 / 2)")
print([1.0, 2.5, -0.125], [Float(1.1), 2.2], (1.0, Float(2)))
print(Double("3.14") as Any, Double("1e3") as Any, Double("inf") as Any, Double("nan").map { $0.isNaN } as Any, Double("x") as Any)
print(Double("0x1p-2") as Any, Double(" 1") as Any, Float("1.00000001") as Any)

let x = 6.75
print(x.exponent, x.significand, x.sign, Double(sign: .minus, exponent: 3, significand: 1.5))
print(x.truncatingRemainder(dividingBy: 2), x.remainder(dividingBy: 2), (-x).truncatingRemainder(dividingBy: 2))
print(x.rounded(), x.rounded(.down), x.rounded(.towardZero), (-x).rounded(.awayFromZero), 2.5.rounded(), 2.5.rounded(.toNearestOrEven))
print(7.0.squareRoot(), 2.0.squareRoot() * 2.0.squareRoot(), (16.0).squareRoot())
print(Double.minimum(1, .nan), Double.maximum(3, -2), min(0.5, 0.25), [3.5, -1, 2].max()!)
print(1e300 * 1e10, -1e300 * 1e10, (1e300 * 1e10).isInfinite, 0.0 / 1 == 0)
var acc = 0.0
for _ in 0..<10 { acc += 0.1 }
print(acc, acc == 1.0, abs(acc - 1.0) < 1e-9)
var facc: Float = 0
for _ in 0..<10 { facc += 0.1 }
print(facc, facc == 1.0)
print(Double(1 << 53) + 1, Double((1 << 53) + 1), 9007199254740993.0)
print(Float(1) / 0, -Float(1) / 0, Float.nan.isNaN, Float.infinity > Float.greatestFiniteMagnitude)
print(0.000001, 0.0000001, 1e-5, 12345678912345678.0, 0.1 * 3)
let samples: [Double] = [1e-4, 1e-5, 2e22, 1.0 / 7, 100, 1234.5678, Double.leastNonzeroMagnitude * 2]
for v in samples { print(v, Float(v), v.description.count) }
print(Float(0.1) + Float(0.2), Float(16_777_216) + 1, Double(Float(16_777_217)))
print((3.2).rounded(.up), (-3.2).rounded(.up), (-3.7).rounded(.down), (3.5).rounded(.toNearestOrAwayFromZero))
print(Double(Int8.max), Float(UInt64.max), Double(UInt64.max), Float(Int.min))
print(1.0.isZero, (0.0).isZero, Double.leastNormalMagnitude.isNormal, Double.leastNonzeroMagnitude.isSubnormal, 3.0.isFinite)
print((2.0).binade, (10.0).binade, (0.3).significandWidth, 1024.0.exponent)

// expect: 0.30000000000000004 false 1.0 100.0 1000000000000000.0 1e+16 1.5e-07 123456789.0
// expect: 0.1 0.33333334 0.10000000149011612 0.3333333333333333 0.6666666666666666
// expect: 3.141592653589793 3.1415925 3.141592502593994
// expect: -0.0 true minus -0.0
// expect: inf -inf nan false true false false
// expect: 1.7976931348623157e+308 5e-324 3.4028235e+38
// expect: 2.220446049250313e-16 2.220446049250313e-16 1.0000000000000002 0.9999999999999999 5e-324
// expect: inf 1e-45 0.0
// expect: 5.0 5.0 2.5 3.5
// expect: [1.0, 2.5, -0.125] [1.1, 2.2] (1.0, 2.0)
// expect: Optional(3.14) Optional(1000.0) Optional(inf) Optional(true) nil
// expect: Optional(0.25) nil Optional(1.0)
// expect: 2 1.6875 plus -12.0
// expect: 0.75 0.75 -0.75
// expect: 7.0 6.0 6.0 -7.0 3.0 2.0
// expect: 2.6457513110645907 2.0000000000000004 4.0
// expect: 1.0 3.0 0.25 3.5
// expect: inf -inf true true
// expect: 0.9999999999999999 false true
// expect: 1.0000001 false
// expect: 9007199254740992.0 9007199254740992.0 9007199254740992.0
// expect: inf -inf true true
// expect: 1e-06 1e-07 1e-05 1.2345678912345678e+16 0.30000000000000004
// expect: 0.0001 0.0001 6
// expect: 1e-05 1e-05 5
// expect: 2e+22 2e+22 5
// expect: 0.14285714285714285 0.14285715 19
// expect: 100.0 100.0 5
// expect: 1234.5678 1234.5677 9
// expect: 1e-323 0.0 6
// expect: 0.3 16777216.0 16777216.0
// expect: 4.0 -3.0 -4.0 4.0
// expect: 127.0 1.8446744e+19 1.8446744073709552e+19 -9.223372e+18
// expect: false true true true true
// expect: 2.0 8.0 52 10
