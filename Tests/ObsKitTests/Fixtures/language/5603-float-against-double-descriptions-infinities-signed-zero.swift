// Compiler test style (floating point): Float against Double descriptions, infinities, signed zero and shortest round-trip printing
print(0.1 as Float, 0.1 as Double, Float(0.1) == 0.1)
print(1.0 / 3.0, Float(1.0) / 3.0)
print(Double(Float(0.1)), Float(16777217), Double(16777217))
print(100.0, 1e16, 1e15, 123456789.0 as Float, 1.5e-7, 0.0001)
print(Float.greatestFiniteMagnitude, Double.greatestFiniteMagnitude)
print(Float.leastNonzeroMagnitude, Double.leastNormalMagnitude)
print(Double.infinity, -Double.infinity, Float.infinity * -1)
print(Double.nan, -Double.nan, Float.nan.isNaN, Double.nan == .nan)
let nz = -0.0
print(nz, nz == 0.0, nz.sign, (0.0).sign, 1 / nz)
print(-0.0 as Float, Float(-0.0).bitPattern == Float(0.0).bitPattern)
print(Double.pi, Float.pi, Float.ulpOfOne, Double.ulpOfOne)
print(2.0.squareRoot(), Float(2).squareRoot(), (-1.0).squareRoot())
print(5.0 / 0, -5.0 / 0, (0.0 / 0).isNaN)
print(Double(Int.max), Float(Int64.max), Double(Int8.min))
print(Int(3.99), Int(-3.99), Int(exactly: 4.0) as Any, Int(exactly: 4.5) as Any)
print(7.5.rounded(), (-7.5).rounded(), 7.5.rounded(.towardZero), 7.5.rounded(.down), (-7.5).rounded(.up), 6.5.rounded(.toNearestOrEven))
print(10.0.truncatingRemainder(dividingBy: 3), 10.0.remainder(dividingBy: 3), (-10.0).truncatingRemainder(dividingBy: 3))
print(String(0.5), String(Float(2.25)), "\(1e-10)", "\(Float(1e10))")
print(Double("1e3")!, Double("nan")!.isNaN, Double("-inf")!, Float("3.4028236e38")!, Double("x") as Any)
print(1.0.nextUp, 1.0.nextDown, Float(1).nextUp)
print([0.1 + 0.2, 0.3], 0.1 + 0.2 == 0.3, abs((0.1 + 0.2) - 0.3) < .ulpOfOne)
print(Float(1) / 7, 1.0 / 7, Float16Available())
func Float16Available() -> String { return "n/a" }
print(max(1.5, .nan) as Double, Double.maximum(1.5, .nan), Double.minimum(-0.0, 0.0))
print(type(of: 1.5), type(of: 1.5 as Float), MemoryLayout<Float>.size, MemoryLayout<Double>.size)

// expect: 0.1 0.1 true
// expect: 0.3333333333333333 0.33333334
// expect: 0.10000000149011612 16777216.0 16777217.0
// expect: 100.0 1e+16 1000000000000000.0 1.2345679e+08 1.5e-07 0.0001
// expect: 3.4028235e+38 1.7976931348623157e+308
// expect: 1e-45 2.2250738585072014e-308
// expect: inf -inf -inf
// expect: nan -nan true false
// expect: -0.0 true minus plus -inf
// expect: -0.0 false
// expect: 3.141592653589793 3.1415925 1.1920929e-07 2.220446049250313e-16
// expect: 1.4142135623730951 1.4142135 -nan
// expect: inf -inf true
// expect: 9.223372036854776e+18 9.223372e+18 -128.0
// expect: 3 -3 Optional(4) nil
// expect: 8.0 -8.0 7.0 7.0 -7.0 6.0
// expect: 1.0 1.0 -1.0
// expect: 0.5 2.25 1e-10 1e+10
// expect: 1000.0 true -inf inf nil
// expect: 1.0000000000000002 0.9999999999999999 1.0000001
// expect: [0.30000000000000004, 0.3] false true
// expect: 0.14285715 0.14285714285714285 n/a
// expect: 1.5 1.5 -0.0
// expect: Double Float 4 8
