// Blog style (floating point): how Double and Float values print
print(0.1 + 0.2)
print(0.1 + 0.2 == 0.3)
print(1e16, 1e15, 123456789012345678.0)
print(-0.0, 0.0, -0.0 == 0.0)
print(Double.nan, -Double.nan, Double.infinity, -Double.infinity)
print(Float(1) / 3, 1.0 / 3)
print(Float(0.1), Double(Float(0.1)))
print(1.0, 100.0, 1e-5, 0.0001)
print(Double.pi, Float.pi)
print(Double.greatestFiniteMagnitude)
print(Double.leastNonzeroMagnitude)
print(Float.greatestFiniteMagnitude)
print(2.5e-10, 5e20, 1.5e300)
print(Double(Int.max))
print(Float(16777217))
print(3.0 * 1.1)
print([0.1, 0.25, 1.0 / 7])
debugPrint(1.5, Float(2.5))
print(String(describing: 7.0), "\(7.0)")
print(Double.nan == Double.nan, Double.nan.isNaN)
print((0.1 + 0.2).description)
// expect: 0.30000000000000004
// expect: false
// expect: 1e+16 1000000000000000.0 1.2345678901234568e+17
// expect: -0.0 0.0 true
// expect: nan -nan inf -inf
// expect: 0.33333334 0.3333333333333333
// expect: 0.1 0.10000000149011612
// expect: 1.0 100.0 1e-05 0.0001
// expect: 3.141592653589793 3.1415925
// expect: 1.7976931348623157e+308
// expect: 5e-324
// expect: 3.4028235e+38
// expect: 2.5e-10 5e+20 1.5e+300
// expect: 9.223372036854776e+18
// expect: 16777216.0
// expect: 3.3000000000000003
// expect: [0.1, 0.25, 0.14285714285714285]
// expect: 1.5 2.5
// expect: 7.0 7.0
// expect: false true
// expect: 0.30000000000000004
