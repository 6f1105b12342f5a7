// Compiler test style: floating point special values and their descriptions
let values: [Double] = [0.0, -0.0, 1.0 / 3.0, 1e20, 1e16, 1e15, 123456789.0, 0.1 + 0.2, 1e-5, 5e-324]
for v in values { print(v) }
print(Double.infinity, -Double.infinity, Double.nan, -Double.nan)
print(Double.nan.isNaN, Double.infinity.isInfinite, (1.0).isFinite, (0.0).isZero)
print(Double.nan == Double.nan, Double.nan != Double.nan, Double.nan < 1.0)
print(Double.pi, Float.pi)
print(Double.greatestFiniteMagnitude, Double.leastNormalMagnitude, Double.leastNonzeroMagnitude)
print(Float.greatestFiniteMagnitude, Float.leastNonzeroMagnitude)
print(2.0.squareRoot(), Float(2).squareRoot(), (-1.0).squareRoot().isNaN)
print(1.0.nextUp, 1.0.nextDown, 0.0.nextUp)
print(1.0.ulp, 1e10.ulp, Float(1).ulp)
print((-0.0).sign == .minus, (0.0).sign, (-3.0).sign)
print(-0.0 == 0.0, (1.0 / -0.0))
print(Double(Float(0.1)), Float(0.1), Double(0.1))
print(Float(1) / 3, 1.0 / 3)
print(1e300 * 1e10, -1e300 * 1e10)
print(Double.infinity - Double.infinity, (0.0 / 0.0).isNaN)
print(String(describing: 100.0), "\(1.5e-7)", 2.0e6, 1.0e16)
print(Float(16777216.0) + 1, Float(3.4e38) * 10)
print(Double("inf")!, Double("-nan")!.isNaN, Double("1e3")!, Double("abc") as Any)
print(Double.nan.isLess(than: 1), 1.0.isLess(than: 2), Double.minimum(1, .nan), Double.maximum(.nan, 2))

// expect: 0.0
// expect: -0.0
// expect: 0.3333333333333333
// expect: 1e+20
// expect: 1e+16
// expect: 1000000000000000.0
// expect: 123456789.0
// expect: 0.30000000000000004
// expect: 1e-05
// expect: 5e-324
// expect: inf -inf nan -nan
// expect: true true true true
// expect: false true false
// expect: 3.141592653589793 3.1415925
// expect: 1.7976931348623157e+308 2.2250738585072014e-308 5e-324
// expect: 3.4028235e+38 1e-45
// expect: 1.4142135623730951 1.4142135 true
// expect: 1.0000000000000002 0.9999999999999999 5e-324
// expect: 2.220446049250313e-16 1.9073486328125e-06 1.1920929e-07
// expect: true plus minus
// expect: true -inf
// expect: 0.10000000149011612 0.1 0.1
// expect: 0.33333334 0.3333333333333333
// expect: inf -inf
// expect: -nan true
// expect: 100.0 1.5e-07 2000000.0 1e+16
// expect: 16777216.0 inf
// expect: inf true 1000.0 nil
// expect: false true 1.0 2.0
