// Blog style (anatomy of a double): sign, exponent, significand and Double(sign:exponent:significand:)
let values: [Double] = [1.0, 0.75, -6.5, 1024.0, 0.1]
for v in values {
    print(v, v.sign, v.exponent, v.significand)
}
let rebuilt = Double(sign: .minus, exponent: 3, significand: 1.625)
print(rebuilt)
print(Double(sign: .plus, exponent: -2, significand: 1.0))
print(Double(sign: .plus, exponent: 10, significand: 1.5))
print(Float(sign: .minus, exponent: 0, significand: 1.25))
print((-0.0).sign == .minus, (0.0).sign)
print(FloatingPointSign.minus == .minus)
print(Double.pi.exponent, Float.pi.significand)
print((8.0).exponentBitPattern, (8.0).significandBitPattern)
print(Double.exponentBitCount, Double.significandBitCount)
print(Float.exponentBitCount, Float.significandBitCount)
// expect: 1.0 plus 0 1.0
// expect: 0.75 plus -1 1.5
// expect: -6.5 minus 2 1.625
// expect: 1024.0 plus 10 1.0
// expect: 0.1 plus -4 1.6
// expect: -13.0
// expect: 0.25
// expect: 1536.0
// expect: -1.25
// expect: true plus
// expect: true
// expect: 1 1.5707963
// expect: 1026 0
// expect: 11 52
// expect: 8 23
