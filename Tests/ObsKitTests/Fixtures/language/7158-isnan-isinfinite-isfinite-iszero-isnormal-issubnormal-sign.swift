// Standard library API style (floating classification): isNaN, isInfinite, isFinite, isZero, isNormal, isSubnormal, sign, exponent, significand
let values: [Double] = [1.0, -2.5, 0.0, -0.0, .infinity, -.infinity, .nan, 5e-324, 1e-310, .greatestFiniteMagnitude]
for v in values {
    print("value:", v, "nan:", v.isNaN, "inf:", v.isInfinite, "finite:", v.isFinite,
          "zero:", v.isZero, "normal:", v.isNormal, "subnormal:", v.isSubnormal)
}
print("signs:", values.map { $0.sign == .minus ? "-" : "+" }.joined())
print("sign enum:", (-1.0).sign, (1.0).sign)
let finite: [Double] = [1.0, 2.0, 3.0, 0.75, 1024.0, -6.0, 0.1]
for v in finite {
    print("decompose \(v):", v.exponent, v.significand, v.significand * Double(sign: .plus, exponent: v.exponent, significand: 1))
}
print("init sign exponent significand:", Double(sign: .minus, exponent: 3, significand: 1.5))
print("exponentBitPattern:", 1.0.exponentBitPattern, 2.0.exponentBitPattern)
print("significandBitPattern:", 1.5.significandBitPattern)
print("bitPattern:", String(1.0.bitPattern, radix: 16), String((-0.0).bitPattern, radix: 16))
print("from bitPattern:", Double(bitPattern: 0x4000000000000000))
print("Float bitPattern:", String(Float(1).bitPattern, radix: 16))
print("signalingNaN:", Double.signalingNaN.isSignalingNaN, Double.nan.isSignalingNaN)
print("nan compare:", Double.nan == .nan, Double.nan < 1, Double.nan != .nan)
print("-0 equals 0:", -0.0 == 0.0)
print("radix:", Double.radix, "significandBitCount:", Double.significandBitCount, Float.significandBitCount)
print("exponentBitCount:", Double.exponentBitCount, Float.exponentBitCount)
print("isCanonical:", 1.0.isCanonical)
print("Float classify:", Float.infinity.isInfinite, Float(1e-40).isSubnormal, Float.nan.isNaN)
print("floatingPointClass:", 1.0.floatingPointClass, (-0.0).floatingPointClass, Double.nan.floatingPointClass, (-Double.infinity).floatingPointClass, 1e-310.floatingPointClass)
print("sorted with nan removed:", values.filter { !$0.isNaN }.sorted())

// expect: value: 1.0 nan: false inf: false finite: true zero: false normal: true subnormal: false
// expect: value: -2.5 nan: false inf: false finite: true zero: false normal: true subnormal: false
// expect: value: 0.0 nan: false inf: false finite: true zero: true normal: false subnormal: false
// expect: value: -0.0 nan: false inf: false finite: true zero: true normal: false subnormal: false
// expect: value: inf nan: false inf: true finite: false zero: false normal: false subnormal: false
// expect: value: -inf nan: false inf: true finite: false zero: false normal: false subnormal: false
// expect: value: nan nan: true inf: false finite: false zero: false normal: false subnormal: false
// expect: value: 5e-324 nan: false inf: false finite: true zero: false normal: false subnormal: true
// expect: value: 1e-310 nan: false inf: false finite: true zero: false normal: false subnormal: true
// expect: value: 1.7976931348623157e+308 nan: false inf: false finite: true zero: false normal: true subnormal: false
// expect: signs: +-+-+-++++
// expect: sign enum: minus plus
// expect: decompose 1.0: 0 1.0 1.0
// expect: decompose 2.0: 1 1.0 2.0
// expect: decompose 3.0: 1 1.5 3.0
// expect: decompose 0.75: -1 1.5 0.75
// expect: decompose 1024.0: 10 1.0 1024.0
// expect: decompose -6.0: 2 1.5 6.0
// expect: decompose 0.1: -4 1.6 0.1
// expect: init sign exponent significand: -12.0
// expect: exponentBitPattern: 1023 1024
// expect: significandBitPattern: 2251799813685248
// expect: bitPattern: 3ff0000000000000 8000000000000000
// expect: from bitPattern: 2.0
// expect: Float bitPattern: 3f800000
// expect: signalingNaN: true false
// expect: nan compare: false false true
// expect: -0 equals 0: true
// expect: radix: 2 significandBitCount: 52 23
// expect: exponentBitCount: 11 8
// expect: isCanonical: true
// expect: Float classify: true true true
// expect: floatingPointClass: positiveNormal negativeZero quietNaN negativeInfinity positiveSubnormal
// expect: sorted with nan removed: [-inf, -2.5, 0.0, -0.0, 5e-324, 1e-310, 1.0, 1.7976931348623157e+308, inf]
