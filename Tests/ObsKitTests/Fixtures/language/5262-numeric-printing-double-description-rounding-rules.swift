// Stdlib test style: numeric printing - Double description, rounding rules, truncatingRemainder, Int limits, wrapping arithmetic
print(1.0, 0.1 + 0.2, 1e16, 1e-5, 123456789.0, 1.5e300 * 10)
print(Double(1) / 3, Float(1) / 3, 2.0 / 0, -0.0)
print(Double.nan.isNaN, Double.infinity > 1e308, (0.0 / 0.0) == (0.0 / 0.0))
for v in [2.5, 3.5, -2.5, 2.4, -2.6] {
    print(v, v.rounded(), v.rounded(.toNearestOrEven), v.rounded(.down), v.rounded(.up), v.rounded(.towardZero))
}
print(7.5.truncatingRemainder(dividingBy: 2), (-7.5).truncatingRemainder(dividingBy: 2), 7.5.remainder(dividingBy: 2))
print(7 / 2, -7 / 2, 7 % 3, -7 % 3, 7 % -3)
print(Int.max, Int.min, UInt8.max, Int8.min, Int32.max)
print(Int.max &+ 1 == Int.min, UInt8(250) &+ 10, Int8(-128) &- 1, UInt8(16) &* 16)
print(Int(3.99), Int(-3.99), Int(exactly: 3.5) as Any, Int(exactly: 4.0) as Any)
print(Double(Int.max), Int("  12") as Any, Int("0x1F") as Any, Int("1F", radix: 16) as Any)
print(String(255, radix: 2), String(255, radix: 16, uppercase: true), String(-8, radix: 8))
print(Int.max.addingReportingOverflow(1), 5.multipliedReportingOverflow(by: 3))
print(10.0.squareRoot(), 2.0 * .pi, Double.ulpOfOne)
print(1_000_000, 0b1010, 0o17, 0xff, 1.25e2)
print(abs(-5), (-5).magnitude, (-3.5).magnitude, max(1, 7, 3), min(2.5, -1.0))
print(Float(0.1), Double(Float(0.1)), Double("3.25") as Any, Double("abc") as Any)
print(5.0 == 5, 17.isMultiple(of: 4), (12).quotientAndRemainder(dividingBy: 5))
print(UInt8.bitWidth, Int.bitWidth, (0b1011).nonzeroBitCount, (8).trailingZeroBitCount, 1 << 10, -16 >> 2)

// expect: 1.0 0.30000000000000004 1e+16 1e-05 123456789.0 1.5e+301
// expect: 0.3333333333333333 0.33333334 inf -0.0
// expect: true true false
// expect: 2.5 3.0 2.0 2.0 3.0 2.0
// expect: 3.5 4.0 4.0 3.0 4.0 3.0
// expect: -2.5 -3.0 -2.0 -3.0 -2.0 -2.0
// expect: 2.4 2.0 2.0 2.0 3.0 2.0
// expect: -2.6 -3.0 -3.0 -3.0 -2.0 -2.0
// expect: 1.5 -1.5 -0.5
// expect: 3 -3 1 -1 1
// expect: 9223372036854775807 -9223372036854775808 255 -128 2147483647
// expect: true 4 127 0
// expect: 3 -3 nil Optional(4)
// expect: 9.223372036854776e+18 nil nil Optional(31)
// expect: 11111111 FF -10
// expect: (partialValue: -9223372036854775808, overflow: true) (partialValue: 15, overflow: false)
// expect: 3.1622776601683795 6.283185307179586 2.220446049250313e-16
// expect: 1000000 10 15 255 125.0
// expect: 5 5 3.5 7 -1.0
// expect: 0.1 0.10000000149011612 Optional(3.25) nil
// expect: true false (quotient: 2, remainder: 2)
// expect: 8 64 3 3 1024 -4
