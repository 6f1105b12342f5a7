// Blog style (bit patterns): Double(bitPattern:), Float(bitPattern:) and .bitPattern
let d = 1.0
print(d.bitPattern, String(d.bitPattern, radix: 16))
print(String((-2.0).bitPattern, radix: 16))
print(String(Float(1).bitPattern, radix: 16))
print(Double(bitPattern: 0x4009_21FB_5444_2D18))
print(Float(bitPattern: 0x4049_0FDB))
print(Double(bitPattern: 0x7FF0_0000_0000_0000))
print(Double(bitPattern: 1))
print(Float(bitPattern: 0x7FC0_0000).isNaN)
print((0.0).bitPattern, (-0.0).bitPattern)

func fields(_ x: Double) -> (sign: UInt64, exponent: UInt64, mantissa: UInt64) {
    let bits = x.bitPattern
    return (bits >> 63, (bits >> 52) & 0x7FF, bits & 0xF_FFFF_FFFF_FFFF)
}
for v in [1.0, -1.5, 0.1, 256.0] {
    let f = fields(v)
    print(v, f.sign, f.exponent, String(f.mantissa, radix: 16))
}
let next = Double(bitPattern: (1.0).bitPattern + 1)
print(next == (1.0).nextUp)
// expect: 4607182418800017408 3ff0000000000000
// expect: c000000000000000
// expect: 3f800000
// expect: 3.141592653589793
// expect: 3.1415927
// expect: inf
// expect: 5e-324
// expect: true
// expect: 0 9223372036854775808
// expect: 1.0 0 1023 0
// expect: -1.5 1 1023 8000000000000
// expect: 0.1 0 1019 999999999999a
// expect: 256.0 0 1031 0
// expect: true
