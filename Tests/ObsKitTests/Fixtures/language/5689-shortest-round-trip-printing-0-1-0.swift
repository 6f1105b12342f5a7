// Swift compiler execution test style (Double descriptions): shortest round-trip printing of 0.1+0.2, powers of ten around the exponent switch, tiny and huge magnitudes, special values and Float
// known-gap: error: 5689-shortest-round-trip-printing-0-1-0.swift:17:7: error: cannot find 'Float16' in scope
print(0.1 + 0.2, 0.1 + 0.2 == 0.3, 0.3)
print(1.0, 10.0, 100.5, -0.0, 0.0 == -0.0)
print(1e15, 1e16, 1e17, 12345678901234567.0)
print(1e-4, 1e-5, 0.0001234, 0.00001234)
print(Double.greatestFiniteMagnitude, Double.leastNonzeroMagnitude, Double.leastNormalMagnitude)
print(Double.infinity, -Double.infinity, Double.nan, Double.nan == Double.nan)
print(1.0 / 3.0, 2.0 / 3.0, 100.0 / 7.0)
print(Float(0.1), Float(1) / 3, Float(16777217), Float.greatestFiniteMagnitude)
print(Double(Int.max), Double(1 << 53) + 1, 9007199254740993.0)
print(5e-324, 5e-324 / 2, 1.7976931348623157e308 * 10)
print(Double("0.1")!, Double("1e400") as Any, Double("-1e-400") as Any, Double("nan")!.isNaN)
print(String(describing: 2.5), "\(3.0)", 2.5.description, (1.0).debugDescription)
print(0.1 * 3, 3 * 0.1 == 0.3, (0.1 * 3).isEqual(to: 0.30000000000000004))
print(123456789.0, 1234567890123.0, 0.5e-3, 65536.0 * 65536.0)
print(Double.pi * 2, Double.ulpOfOne, (1.0).nextUp, (1.0).nextDown)
print(Float16(0.1) == Float16(0.1), Double(Float(0.1)))
print([0.5, 1.5, 2.25], (x: 1.0, y: -2.5), Optional(4.0) as Any)
print(Int(2.9), Int(-2.9), Int(1e10), Double(7) / 2, 7 / 2)

// expect: 0.30000000000000004 false 0.3
// expect: 1.0 10.0 100.5 -0.0 true
// expect: 1000000000000000.0 1e+16 1e+17 1.2345678901234568e+16
// expect: 0.0001 1e-05 0.0001234 1.234e-05
// expect: 1.7976931348623157e+308 5e-324 2.2250738585072014e-308
// expect: inf -inf nan false
// expect: 0.3333333333333333 0.6666666666666666 14.285714285714286
// expect: 0.1 0.33333334 16777216.0 3.4028235e+38
// expect: 9.223372036854776e+18 9007199254740992.0 9007199254740992.0
// expect: 5e-324 0.0 inf
// expect: 0.1 Optional(inf) Optional(-0.0) true
// expect: 2.5 3.0 2.5 1.0
// expect: 0.30000000000000004 false true
// expect: 123456789.0 1234567890123.0 0.0005 4294967296.0
// expect: 6.283185307179586 2.220446049250313e-16 1.0000000000000002 0.9999999999999999
// expect: true 0.10000000149011612
// expect: [0.5, 1.5, 2.25] (x: 1.0, y: -2.5) Optional(4.0)
// expect: 2 -2 10000000000 3.5 3
