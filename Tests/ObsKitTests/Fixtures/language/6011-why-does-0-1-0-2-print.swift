// Stack Overflow style (floating point printing): why does 0.1 + 0.2 print 0.30000000000000004 but Float prints 0.3?
let d = 0.1 + 0.2
print(d, d == 0.3)
let f: Float = 0.1 + 0.2
print(f, f == 0.3)
print(Float(0.1), Double(Float(0.1)))
print(1.0, 100.0, 1e16, 1e15, 1.5e-5, 0.0001)
print(-0.0, 0.0 == -0.0, (-0.0).sign == .minus)
print(Double.infinity, -Double.infinity, Double.nan, Double.nan == Double.nan)
print(1.0 / 3.0, Float(1.0) / 3)
print(Double(Int.max), Float(16_777_217), Int(Float(16_777_217)))
print(2.0.squareRoot(), Float(2).squareRoot())
print(Double.pi, Float.pi)
print(String(describing: 3.0), "\(2.50)", 7.0 / 2)
print(0.1 * 3, 0.3 / 0.1, (0.3 / 0.1).rounded())
print(Double.ulpOfOne, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude)
print(Float.greatestFiniteMagnitude, Float.leastNormalMagnitude)
print(1e300 * 1e10, -1e300 * 1e10)
print(Double("0.1")!, Double("1e3")!, Double("abc") as Any, Double(" 1") as Any)
print(Int(3.99), Int(-3.99), Int(exactly: 3.0) as Any, Int(exactly: 3.5) as Any)
let sum = [0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1].reduce(0, +)
print(sum, sum == 1.0, abs(sum - 1.0) < 1e-9)
print(Float(1) / 10 + Float(2) / 10)

// expect: 0.30000000000000004 false
// expect: 0.3 true
// expect: 0.1 0.10000000149011612
// expect: 1.0 100.0 1e+16 1000000000000000.0 1.5e-05 0.0001
// expect: -0.0 true true
// expect: inf -inf nan false
// expect: 0.3333333333333333 0.33333334
// expect: 9.223372036854776e+18 16777216.0 16777216
// expect: 1.4142135623730951 1.4142135
// expect: 3.141592653589793 3.1415925
// expect: 3.0 2.5 3.5
// expect: 0.30000000000000004 2.9999999999999996 3.0
// expect: 2.220446049250313e-16 5e-324 1.7976931348623157e+308
// expect: 3.4028235e+38 1.1754944e-38
// expect: inf -inf
// expect: 0.1 1000.0 nil nil
// expect: 3 -3 Optional(3) nil
// expect: 0.9999999999999999 false true
// expect: 0.3
