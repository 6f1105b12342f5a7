// Swift book style: floating point classification and construction
let samples: [Double] = [1.0, -0.0, .infinity, .nan, .leastNonzeroMagnitude, 1e-310, -2.5]
for v in samples {
    print(v, v.floatingPointClass, v.isNormal, v.isSubnormal, v.isZero, v.isFinite)
}
print(Double(sign: .minus, exponent: 3, significand: 1.5))
print(Double(sign: .plus, exponent: -1, significand: 1.0))
print(Float(sign: .plus, exponent: 10, significand: 1.0))
print(12.0.exponent, 12.0.significand, (0.375).exponent, (0.375).significand)
print(Double.significandBitCount, Double.exponentBitCount, Float.significandBitCount, Double.radix)
print(1.0.bitPattern == 0x3FF0_0000_0000_0000, String(1.0.bitPattern, radix: 16))
print(Double(bitPattern: 0x4000_0000_0000_0000), Float(bitPattern: 0x3F80_0000))
print((-1.5).sign, (-1.5).magnitude, abs(-0.0))
print(Double(exactly: 9007199254740993 as Int64) as Any, Double(exactly: 9007199254740992 as Int64) as Any)
print(Float(exactly: 16777217 as Int) as Any, Float(exactly: 0.1 as Double) as Any)
print(Double.nan.isSignalingNaN, Double.signalingNaN.isNaN, Double.nan.floatingPointClass == .quietNaN)
print(3.0.isEqual(to: 3), 2.0.isLessThanOrEqualTo(2), 1.0.isTotallyOrdered(belowOrEqualTo: .nan))
print((-0.0).isTotallyOrdered(belowOrEqualTo: 0.0), 0.0.isTotallyOrdered(belowOrEqualTo: -0.0))
var y = 10.0
y.formTruncatingRemainder(dividingBy: 3)
print(y)
y = 10.0
y.formRemainder(dividingBy: 3)
print(y)
print(5.5.truncatingRemainder(dividingBy: -2), (-5.5).remainder(dividingBy: 2))
print(Double(Int.max).nextDown > 9.2e18, 0.1 * 3 == 0.3, (0.1 * 3).rounded(.toNearestOrEven))

// expect: 1.0 positiveNormal true false false true
// expect: -0.0 negativeZero false false true true
// expect: inf positiveInfinity false false false false
// expect: nan quietNaN false false false false
// expect: 5e-324 positiveSubnormal false true false true
// expect: 1e-310 positiveSubnormal false true false true
// expect: -2.5 negativeNormal true false false true
// expect: -12.0
// expect: 0.5
// expect: 1024.0
// expect: 3 1.5 -2 1.5
// expect: 52 11 23 2
// expect: true 3ff0000000000000
// expect: 2.0 1.0
// expect: minus 1.5 0.0
// expect: nil Optional(9007199254740992.0)
// expect: nil nil
// expect: false true true
// expect: true true true
// expect: true false
// expect: 1.0
// expect: 1.0
// expect: 1.5 0.5
// expect: true false 0.0
