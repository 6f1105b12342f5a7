// Compiler test style (test/stdlib/FloatingPointIR.swift): ulp, nextUp/nextDown, exponent/significand, bit patterns and conversions
let values: [Double] = [1.0, 0.1, 1024.0, 3.75, -2.5, 1e-300]
for v in values {
  print(v, v.exponent, v.significand, v.ulp, v.sign)
}

print(1.0.nextUp, 1.0.nextDown, (-1.0).nextUp, 0.0.nextUp, 0.0.nextDown)
print(Double.greatestFiniteMagnitude, Double.leastNormalMagnitude, Double.leastNonzeroMagnitude)
print(Float.greatestFiniteMagnitude, Float.leastNonzeroMagnitude, Float.ulpOfOne, Double.ulpOfOne)
print(Double.infinity.nextDown == .greatestFiniteMagnitude, Double.greatestFiniteMagnitude.nextUp)
print(Double.pi, Float.pi, Double.pi.ulp)

print(String(1.0.bitPattern, radix: 16), String((-0.0).bitPattern, radix: 16), String(Float(1).bitPattern, radix: 16))
print(Double(bitPattern: 0x4000_0000_0000_0000), Float(bitPattern: 0x3FC0_0000))
print(Double(sign: .minus, exponent: 3, significand: 1.5), Double(sign: .plus, exponent: -1, significand: 1))
print(Float(sign: .plus, exponent: 10, significand: 1), 0.75.exponentBitPattern, 0.75.significandBitPattern)

print(5.0.truncatingRemainder(dividingBy: 3), (-5.0).truncatingRemainder(dividingBy: 3))
print(Double.maximum(1, .nan), Double.minimum(.nan, 2), Double.maximumMagnitude(-3, 2), Double.minimumMagnitude(-3, 2))
print((-0.0).sign, (0.0).sign, -0.0 == 0.0, (-0.0).isZero, 1 / Double.infinity)
print(Double.nan.isNaN, Double.signalingNaN.isSignalingNaN, Double.nan.isSignalingNaN, Double.nan != Double("nan")!)
print(Double.infinity.isInfinite, (-Double.infinity).isFinite, 1e-310.isSubnormal, 1e-300.isNormal)
print(1.0.isLess(than: 2), 2.0.isLessThanOrEqualTo(2), Double.nan.isTotallyOrdered(belowOrEqualTo: 1), (-Double.nan).isTotallyOrdered(belowOrEqualTo: -Double.infinity))

print(Int(2.9), Int(-2.9), Int(Double(Int32.max) + 0.5), UInt8(255.9))
print(Double(Int.max), Double(Int.max) == 9223372036854775807.0, Float(16_777_217))
print(Double(exactly: Int.max) as Any, Double(exactly: 1 << 53) as Any, Double(exactly: (1 << 53) + 1) as Any)
print(Float(0.1), Double(Float(0.1)), Float(1e40), Float(-1e-50))
print(1e15, 1e16, 123456789012345680.0, 0.0001, 0.00001, 1.0 / 3)
print(Float(1) / 3, Float(16777216) + 1, 100.0.description, 2.0e-5.debugDescription)
print([0.1 + 0.2, 1.1 * 1.1, 3.0 * 1.1], (0.1 + 0.2) * 10)
print(Double("1e3") as Any, Double("0x1p-2") as Any, Double("inf") as Any, Double("-nan").map { $0.isNaN } as Any, Double("1,5") as Any)
print(Double("  1") as Any, Double(".5") as Any, Double("5.") as Any, Float("3.4028236e38") as Any)
let sum = stride(from: 0.0, to: 1.0, by: 0.1).reduce(0, +)
print(sum, sum == 4.5, abs(sum - 4.5) < 1e-9)

print(Double.radix, Double.significandBitCount, Double.exponentBitCount, Float.significandBitCount, Float.exponentBitCount)
print(3.75.binade, 0.1.binade, 1024.0.significandWidth, 3.75.significandWidth, 0.1.significandWidth)
print(1e300.ulp, 1e-300.ulp, Float(1e30).ulp, (1.0 as Float).nextUp)
var stepper = 1.0
for _ in 0..<3 { stepper = stepper.nextUp }
print(stepper, stepper - 1.0, (stepper - 1.0) / Double.ulpOfOne)
let withNaN = [3.0, .nan, 1.0, -2.0]
print(withNaN.min() as Any, withNaN.max() as Any, withNaN.contains(.nan), withNaN.firstIndex { $0.isNaN } as Any)
print(withNaN.filter { !$0.isNaN }.sorted(), withNaN.sorted { $0.isTotallyOrdered(belowOrEqualTo: $1) }.map { $0.isNaN ? "nan" : "\($0)" })
print(Double(Float.nan).isNaN, Float(Double.infinity), Float(-Double.greatestFiniteMagnitude), Double(Float.greatestFiniteMagnitude))
print(Double.nan.isCanonical, 1.0.isCanonical, Double.leastNonzeroMagnitude / 2, -Double.leastNonzeroMagnitude / 2)
print((0.1).magnitude, (-0.0).magnitude.sign, abs(-Double.infinity), (-3.5).magnitude)
print(Double(1 << 62) * 4, Double(UInt64.max), Float(UInt32.max), Double(Int64.min))
print(0.1 + 0.7, 0.3 - 0.1, 4.35 * 100, 1.0 - 0.9, 100.0 / 3.0)
print(Float(0.1) + Float(0.2), Float(0.3), Float(1) / Float(10) * 3)
print([1e-7, 1e-5, 123.456e10, 5e-324, 1.7976931348623157e308])
print(Float(2.5e-45), Float(1.0e-45), Float(3.4e38) * 10)

// expect: 1.0 0 1.0 2.220446049250313e-16 plus
// expect: 0.1 -4 1.6 1.3877787807814457e-17 plus
// expect: 1024.0 10 1.0 2.2737367544323206e-13 plus
// expect: 3.75 1 1.875 4.440892098500626e-16 plus
// expect: -2.5 1 1.25 4.440892098500626e-16 minus
// expect: 1e-300 -997 1.3393857589828342 1.6578092e-316 plus
// expect: 1.0000000000000002 0.9999999999999999 -0.9999999999999999 5e-324 -5e-324
// expect: 1.7976931348623157e+308 2.2250738585072014e-308 5e-324
// expect: 3.4028235e+38 1e-45 1.1920929e-07 2.220446049250313e-16
// expect: true inf
// expect: 3.141592653589793 3.1415925 4.440892098500626e-16
// expect: 3ff0000000000000 8000000000000000 3f800000
// expect: 2.0 1.5
// expect: -12.0 0.5
// expect: 1024.0 1022 2251799813685248
// expect: 2.0 -2.0
// expect: 1.0 2.0 -3.0 2.0
// expect: minus plus true true 0.0
// expect: true true false true
// expect: true false true true
// expect: true true false true
// expect: 2 -2 2147483647 255
// expect: 9.223372036854776e+18 true 16777216.0
// expect: nil Optional(9007199254740992.0) nil
// expect: 0.1 0.10000000149011612 inf -0.0
// expect: 1000000000000000.0 1e+16 1.2345678901234568e+17 0.0001 1e-05 0.3333333333333333
// expect: 0.33333334 16777216.0 100.0 2e-05
// expect: [0.30000000000000004, 1.2100000000000002, 3.3000000000000003] 3.0000000000000004
// expect: Optional(1000.0) Optional(0.25) Optional(inf) Optional(true) nil
// expect: nil Optional(0.5) Optional(5.0) Optional(inf)
// expect: 4.500000000000001 false true
// expect: 2 52 11 23 8
// expect: 2.0 0.0625 0 3 51
// expect: 1.487016908477783e+284 1.6578092e-316 7.5557864e+22 1.0000001
// expect: 1.0000000000000007 6.661338147750939e-16 3.0
// expect: Optional(-2.0) Optional(3.0) false Optional(1)
// expect: [-2.0, 1.0, 3.0] ["-2.0", "1.0", "3.0", "nan"]
// expect: true inf -inf 3.4028234663852886e+38
// expect: true true 0.0 -0.0
// expect: 0.1 plus inf 3.5
// expect: 1.8446744073709552e+19 1.8446744073709552e+19 4.2949673e+09 -9.223372036854776e+18
// expect: 0.7999999999999999 0.19999999999999998 434.99999999999994 0.09999999999999998 33.333333333333336
// expect: 0.3 0.3 0.3
// expect: [1e-07, 1e-05, 1234560000000.0, 5e-324, 1.7976931348623157e+308]
// expect: 3e-45 1e-45 inf
