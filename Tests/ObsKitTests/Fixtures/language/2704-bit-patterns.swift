// Compiler test style: floating point bit patterns and IEEE components
print(String(1.0.bitPattern, radix: 16))
print(String((-2.0).bitPattern, radix: 16))
print(Float(bitPattern: 0x7f80_0000), Float(bitPattern: 0x3f80_0000))
print(Double(bitPattern: 0x3ff8_0000_0000_0000))
print(String(Float(0.1).bitPattern, radix: 16))
print(Double.significandBitCount, Double.exponentBitCount, Float.significandBitCount, Float.exponentBitCount)
let x = 6.5
print(x.sign, x.exponent, x.significand, x.exponentBitPattern, x.significandBitPattern)
print(Double(sign: .plus, exponentBitPattern: 1024, significandBitPattern: 0))
print((0.0).bitPattern == (-0.0).bitPattern, 0.0 == -0.0)
print(Double.nan.bitPattern == Double.nan.bitPattern, Double(bitPattern: Double.nan.bitPattern).isNaN)
print(Double.leastNonzeroMagnitude.isSubnormal, Double.leastNormalMagnitude.isNormal, 0.0.isZero)
print(Double.radix, 0.0.floatingPointClass, Double.infinity.floatingPointClass, (-1.5).floatingPointClass)

// expect: 3ff0000000000000
// expect: c000000000000000
// expect: inf 1.0
// expect: 1.5
// expect: 3dcccccd
// expect: 52 11 23 8
// expect: plus 2 1.625 1025 2814749767106560
// expect: 2.0
// expect: false true
// expect: true true
// expect: true true true
// expect: 2 positiveZero positiveInfinity negativeNormal
