// Swift stdlib test style (numbers): description and debugDescription of Double and Float special values, thirds, tiny and large values, and integer extremes
print(Double.nan, Double.infinity, -Double.infinity, -0.0, 0.0)
print(Float.nan, Float.infinity, Float(-0.0))
print(Double.pi, Float.pi)
print(1.0 / 3.0, Float(1) / Float(3))
print(2.0 / 3.0, Float(2) / Float(3))
print(1e-7, 1e-5, 0.0001, Float(1e-7))
print(123456789.0, 1234567890123456789.0, Float(123456789.0))
print(1e16, 1e15, 9007199254740993.0)
print(Double(Int.max), Double(Int.min), Float(Int.max))
print(Int.max, Int.min, UInt64.max, Int64.min, Int32.max, UInt8.max, Int8.min)
print(0.1 + 0.2, 0.1 + 0.2 == 0.3, Float(0.1) + Float(0.2))
print(100.0, 1.5e300 * 1e10, -1.0 / 0.0)
print(Double.greatestFiniteMagnitude, Double.leastNormalMagnitude, Double.leastNonzeroMagnitude)
print(Float.greatestFiniteMagnitude, Float.ulpOfOne, Double.ulpOfOne)
print(String(describing: 5.0), "\(2.5e-3)", String(0.000001), String(Float(3.25)))
print((0.1).debugDescription, Double.nan.debugDescription, Float(0.1).debugDescription)
print(Double.nan == Double.nan, Double.nan.isNaN, (-0.0) == 0.0, (-0.0).sign, (0.0).sign)
print([1.0, 2.5, -0.0], [Float(1) / 3])
print(Double("3.14")!, Double("1e3")!, Double("inf")!, Double("-nan")!.isNaN, Double("abc") as Any)
print(Float("0.1")!, Double("0x1p-2")!, Double(" 1") as Any)
print(Double(exactly: 1 << 53) as Any, Double(Float(0.1)))
print(Int(3.99), Int(-3.99), Int(exactly: 3.0) as Any, Int(exactly: 3.5) as Any)

// expect: nan inf -inf -0.0 0.0
// expect: nan inf -0.0
// expect: 3.141592653589793 3.1415925
// expect: 0.3333333333333333 0.33333334
// expect: 0.6666666666666666 0.6666667
// expect: 1e-07 1e-05 0.0001 1e-07
// expect: 123456789.0 1.2345678901234568e+18 1.2345679e+08
// expect: 1e+16 1000000000000000.0 9007199254740992.0
// expect: 9.223372036854776e+18 -9.223372036854776e+18 9.223372e+18
// expect: 9223372036854775807 -9223372036854775808 18446744073709551615 -9223372036854775808 2147483647 255 -128
// expect: 0.30000000000000004 false 0.3
// expect: 100.0 inf -inf
// expect: 1.7976931348623157e+308 2.2250738585072014e-308 5e-324
// expect: 3.4028235e+38 1.1920929e-07 2.220446049250313e-16
// expect: 5.0 0.0025 1e-06 3.25
// expect: 0.1 nan 0.1
// expect: false true true minus plus
// expect: [1.0, 2.5, -0.0] [0.33333334]
// expect: 3.14 1000.0 inf true nil
// expect: 0.1 0.25 nil
// expect: Optional(9007199254740992.0) 0.10000000149011612
// expect: 3 -3 Optional(3) nil
