// Compiler test style: Double special values, conversions and comparisons with integers
let inf = Double.infinity
let nan = Double.nan
print(inf, -inf, nan, inf > Double.greatestFiniteMagnitude)
print(nan == nan, nan != nan, nan < 1, (nan + 1).isNaN)
print(1.0 / 0.0, -1.0 / 0.0, (0.0 / 0.0).isNaN)
print(Int(exactly: inf) as Any, Int8(exactly: 127.0) as Any, Int8(exactly: 127.5) as Any)
print(Double.leastNonzeroMagnitude > 0, Double.leastNormalMagnitude)
print(min(3.5, nan), max(nan, 2.0), [3.0, 1.0, 2.0].min()!)

let big = 9_007_199_254_740_993
print(Double(big) == Double(big - 1), Int(Double(big)))
let x = 0.1 + 0.2
print(x == 0.3, abs(x - 0.3) < .ulpOfOne, x.nextDown, 0.3.nextUp)
print(7.0.squareRoot(), (-4.0).squareRoot().isNaN, 2.0.squareRoot() * 2.0.squareRoot())
print(10.0.truncatingRemainder(dividingBy: 3), (-10.0).truncatingRemainder(dividingBy: 3))
print(10.0.remainder(dividingBy: 3), 11.0.remainder(dividingBy: 3))
print(Double(Int64.max).exponent, 1024.0.exponent, 0.75.significand, 0.75.exponent)
print(3.7.rounded(.towardZero) == 3, Int(-3.7.rounded(.down)), Int((-3.7).rounded(.down)))
print((1...5).map { Double($0) / 2 })
print(Double(Int.min) == -9.223372036854775808e18, Float(UInt8.max) / 2)
print(Double.pi, Float.pi, Double.pi.rounded(.up))
// expect: inf -inf nan true
// expect: false true false true
// expect: inf -inf true
// expect: nil Optional(127) nil
// expect: true 2.2250738585072014e-308
// expect: 3.5 nan 1.0
// expect: true 9007199254740992
// expect: false true 0.3 0.30000000000000004
// expect: 2.6457513110645907 true 2.0000000000000004
// expect: 1.0 -1.0
// expect: 1.0 -1.0
// expect: 63 10 1.5 -1
// expect: true -3 -4
// expect: [0.5, 1.0, 1.5, 2.0, 2.5]
// expect: true 127.5
// expect: 3.141592653589793 3.1415925 4.0
