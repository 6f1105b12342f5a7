// Compiler test style: shortest round-trip Double/Float printing, special values, exponent thresholds and rounding
// known-gap: error: 8084-double-print-formatting.swift:19:48: error: cannot find 'Float16' in scope
print(0.1 + 0.2, 0.1 + 0.2 == 0.3, 0.3)
print(1e16, 1e15, 123456789012345680.0, 1e-4, 1e-5, 0.0001234)
print(-0.0, 0.0 == -0.0, (-0.0).sign, 1 / -0.0)
print(Double.nan, -Double.nan, Double.infinity, -Double.infinity)
let nan = Double.nan
print(nan == nan, nan.isNaN, [Double.nan].contains(.nan))
print(Double.greatestFiniteMagnitude, Double.leastNonzeroMagnitude, Double.leastNormalMagnitude)
print(Double.pi, Float.pi, Float(0.1), Double(Float(0.1)))
print(100.0, 1.5e300 * 1e10, Double.leastNonzeroMagnitude / 2, 2.0 / 3.0, 1.0 / 3.0)
print(Float(16777217), Double(Int64.max), Float.greatestFiniteMagnitude)
print(Int(2.9), Int(-2.9), Int8(-128.9), Double(exactly: Int64.max) as Any, Float(exactly: 16777217) as Any)
print(7.0.truncatingRemainder(dividingBy: 2.5), (-7.5).truncatingRemainder(dividingBy: 2), 1e300 * 1e300 - 1e300 * 1e300)
print(String(1.0), String(12.5e6), "\(1e100)", Double("1e3") as Any, Double("abc") as Any, Double("  1") as Any)
print(Double("inf") as Any, Double("-nan") as Any, Double("0x1p-2") as Any)
debugPrint(1.0, -0.0, Double.nan)
print([0.1, 0.25, 1e20, -1e-20])
print(Float(1) / 3, Float(1e10), Float(1e-10), Float16(1.1))

// Sum accumulation drift
var acc = 0.0
for _ in 0..<10 { acc += 0.1 }
print(acc, acc == 1.0, abs(acc - 1.0) < .ulpOfOne * 4)

// Components
let v = 6.0
print(v.exponent, v.significand, v.ulp, v.nextUp, v.nextDown)
print(Double(sign: .minus, exponent: 3, significand: 1.5))
print(Double.maximum(1, .nan), Double.minimum(-0.0, 0.0), max(1.0, 2.0), min(0.0, -0.0))
print(0.1.description, 0.1.debugDescription, (1.0/3).description.count)
let parts = [1.25, 10.0, 0.001, 12345.678].map { Double(Int($0 * 100)) / 100 }
print(parts)

// expect: 0.30000000000000004 false 0.3
// expect: 1e+16 1000000000000000.0 1.2345678901234568e+17 0.0001 1e-05 0.0001234
// expect: -0.0 true minus -inf
// expect: nan -nan inf -inf
// expect: false true false
// expect: 1.7976931348623157e+308 5e-324 2.2250738585072014e-308
// expect: 3.141592653589793 3.1415925 0.1 0.10000000149011612
// expect: 100.0 inf 0.0 0.6666666666666666 0.3333333333333333
// expect: 16777216.0 9.223372036854776e+18 3.4028235e+38
// expect: 2 -2 -128 nil nil
// expect: 2.0 -1.5 nan
// expect: 1.0 12500000.0 1e+100 Optional(1000.0) nil nil
// expect: Optional(inf) Optional(-nan) Optional(0.25)
// expect: 1.0 -0.0 nan
// expect: [0.1, 0.25, 1e+20, -1e-20]
// expect: 0.33333334 1e+10 1e-10 1.1
// expect: 0.9999999999999999 false true
// expect: 2 1.5 8.881784197001252e-16 6.000000000000001 5.999999999999999
// expect: -12.0
// expect: 1.0 -0.0 2.0 0.0
// expect: 0.1 0.1 18
// expect: [1.25, 10.0, 0.0, 12345.67]
