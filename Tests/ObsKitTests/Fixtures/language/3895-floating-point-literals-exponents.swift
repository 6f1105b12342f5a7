// Swift book style: floating-point literals with exponents and hexadecimal floats
let decimalDouble = 12.1875
let exponentDouble = 1.21875e1
let hexadecimalDouble = 0xC.3p0
print(decimalDouble, exponentDouble, hexadecimalDouble)
print(decimalDouble == exponentDouble && exponentDouble == hexadecimalDouble)

print(1.25e2, 1.25e-2, 1e0, 5E3, 2.5e+1)
print(0xFp2, 0xFp-2, 0x1p10, 0x1.8p1, 0x0.1p4)
print(0x1p-1074, 0x1.fffffffffffffp1023 == Double.greatestFiniteMagnitude)
let tiny: Float = 0x1p-126
print(tiny == Float.leastNormalMagnitude, tiny)
let f: Float = 1e-3
let d: Double = 1_000.000_1
print(f, d, 3.0e-0, 6.02_214e23)
print(Double(0x10), 0x10 as Double, 0b11 as Double)
let hexStr = Double("0x1p4")
let expStr = Double("2.5e-3")
print(hexStr as Any, expStr as Any, Double("1e400") as Any, Double("abc") as Any)
print(1e15, 1e16, 123456789012345678.0, 0.1 + 0.2)
print(Float(0.1), Float(1) / 3, 2.0 / 3.0)
print(5e-324, Double.ulpOfOne, Float.ulpOfOne)
print(-0.0, 0.0 == -0.0, (-0.0).sign == .minus)
// expect: 12.1875 12.1875 12.1875
// expect: true
// expect: 125.0 0.0125 1.0 5000.0 25.0
// expect: 60.0 3.75 1024.0 3.0 1.0
// expect: 5e-324 true
// expect: true 1.1754944e-38
// expect: 0.001 1000.0001 3.0 6.02214e+23
// expect: 16.0 16.0 3.0
// expect: Optional(16.0) Optional(0.0025) Optional(inf) nil
// expect: 1000000000000000.0 1e+16 1.2345678901234568e+17 0.30000000000000004
// expect: 0.1 0.33333334 0.6666666666666666
// expect: 5e-324 2.220446049250313e-16 1.1920929e-07
// expect: -0.0 true true
