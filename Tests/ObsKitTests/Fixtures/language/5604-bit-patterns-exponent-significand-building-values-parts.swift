// Compiler test style (floating point): bit patterns, exponent and significand, and building values from parts
let values: [Double] = [1.0, -2.0, 0.5, 0.0, -0.0, 3.0]
for v in values {
    print(v, String(v.bitPattern, radix: 16), v.exponent, v.significand, v.sign == .minus)
}
let f: Float = 1.0
print(String(f.bitPattern, radix: 16), Float(bitPattern: 0x4049_0FDB), Float(bitPattern: 0x7F80_0000))
print(Double(bitPattern: 0x7FF8_0000_0000_0000).isNaN, Double(bitPattern: 1), Double(bitPattern: 0x3FF0_0000_0000_0001))
print(Double(sign: .minus, exponent: 3, significand: 1.5), Float(sign: .plus, exponent: -2, significand: 1))
print(Double.infinity.exponentBitPattern, Double.infinity.significandBitPattern, Double(1).exponentBitPattern)
print(Float.nan.exponentBitPattern, Float(0.75).significandBitPattern, Float.significandBitCount, Double.exponentBitCount)
print(Double.leastNonzeroMagnitude.isSubnormal, Double.leastNormalMagnitude.isNormal, 0.0.isZero, 1.0.isFinite)
print(Double.infinity.isInfinite, Double.nan.isFinite, Double.signalingNaN.isSignalingNaN, Double.nan.isSignalingNaN)
print(Float(0.1).ulp, 1e300.ulp, 0.0.ulp == .leastNonzeroMagnitude)
print(1.5.binade, 1000.0.binade, (-3.0).magnitude)
print(Double(Float(1) / 3), Float(1.0 / 3))
print(Float(Double.greatestFiniteMagnitude), Float(1e-50), Float(-1e-50))
print(0.1.nextUp.bitPattern - 0.1.bitPattern)

let components = [(0.0, "zero"), (1.0, "one"), (-1.0, "minus one"), (Double.pi, "pi")]
for (value, name) in components {
    let bits = value.bitPattern
    let sign = bits >> 63
    let exponent = (bits >> 52) & 0x7FF
    let mantissa = bits & 0xF_FFFF_FFFF_FFFF
    print(name, sign, exponent, String(mantissa, radix: 16))
}
var accumulate: Float = 0
for _ in 0..<10 { accumulate += 0.1 }
print(accumulate, accumulate == 1.0, Double(accumulate))
var d: Double = 0
for _ in 0..<10 { d += 0.1 }
print(d, d == 1.0)
print(Float(16777216) + 1, Double(9007199254740992) + 1)
print((2.0 as Double).squareRoot() * (2.0 as Double).squareRoot())

// expect: 1.0 3ff0000000000000 0 1.0 false
// expect: -2.0 c000000000000000 1 1.0 true
// expect: 0.5 3fe0000000000000 -1 1.0 false
// expect: 0.0 0 -9223372036854775808 0.0 false
// expect: -0.0 8000000000000000 -9223372036854775808 0.0 true
// expect: 3.0 4008000000000000 1 1.5 false
// expect: 3f800000 3.1415927 inf
// expect: true 5e-324 1.0000000000000002
// expect: -12.0 0.25
// expect: 2047 0 1023
// expect: 255 4194304 23 11
// expect: true true true true
// expect: true false true false
// expect: 7.450581e-09 1.487016908477783e+284 true
// expect: 1.0 512.0 3.0
// expect: 0.3333333432674408 0.33333334
// expect: inf 0.0 -0.0
// expect: 1
// expect: zero 0 0 0
// expect: one 0 1023 0
// expect: minus one 1 1023 0
// expect: pi 0 1024 921fb54442d18
// expect: 1.0000001 false 1.0000001192092896
// expect: 0.9999999999999999 false
// expect: 16777216.0 9007199254740992.0
// expect: 2.0000000000000004
