// Float and Double: shortest round-trip descriptions, special values, signed zero, ulp, conversions and comparisons (expected output from swiftc 6.3.1 on Linux)
import Foundation

let values: [Double] = [0.1, 0.1 + 0.2, 1.0 / 3.0, 100.0, 1e16, 1.5e-7, 123456789.125, -0.0, 2.0e-308]
for v in values { print(v) }
let floats: [Float] = [0.1, 1.0 / 3.0, 16777216, 3.4e38, .leastNonzeroMagnitude]
print(floats)
print(Float(0.1) == 0.1, Double(Float(0.1)), Float(Double.pi))

let notANumber = Double("nan")!
print(Double.infinity, -Double.infinity, Double.nan, notANumber == notANumber, Double.nan.isNaN)
print(Double.greatestFiniteMagnitude, Double.leastNonzeroMagnitude, Double.ulpOfOne)
print(Float.greatestFiniteMagnitude, Float.leastNormalMagnitude)
print(0.0 == -0.0, (-0.0).sign, (0.0).sign, 1 / -Double.infinity)
print(Double.infinity > .greatestFiniteMagnitude, [3.0, .nan, 1.0].min()!, [Double.nan, 2.0].max()!)

print(Int(3.99), Int(-3.99), Int(exactly: 2.5) as Any, Int(exactly: 4.0) as Any)
print(Double(Int.max), Double(1 << 53) + 1 == Double(1 << 53), Int64(Double(1 << 53)))
print(Float(16_777_217) == Float(16_777_216), Double(Float(16_777_217)))
print(Double("3.25") as Any, Double("1e3") as Any, Double("abc") as Any, Double("nan")!.isNaN, Double("-inf")!)
print(Float("0.1")!, Double("0x1p-3")!, Double(".5") as Any)

var acc = 0.0
for _ in 0..<10 { acc += 0.1 }
print(acc, acc == 1.0, abs(acc - 1.0) < 1e-9)
print(1.0.ulp, 1e16.ulp, (0.1).nextUp, (1.0).nextDown)
print(7.0.truncatingRemainder(dividingBy: 2.5), (-7.0).truncatingRemainder(dividingBy: 2.5))
print(Double.pi.description.count, Double.pi, Float.pi)
print(2.0.squareRoot(), 9.0.squareRoot(), (-1.0).squareRoot().isNaN)
print(5.0 / 0.0, -5.0 / 0.0, (0.0 / 0.0).isNaN)

func fixed(_ v: Double, _ places: Int) -> String {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = Int((abs(v) * scale + 0.5))
    let intPart = scaled / Int(scale)
    var frac = String(scaled % Int(scale))
    while frac.count < places { frac = "0" + frac }
    return (v < 0 ? "-" : "") + "\(intPart)" + (places > 0 ? "." + frac : "")
}
print(fixed(3.14159, 2), fixed(-2.005, 1), fixed(0.5, 0), fixed(12.0, 3))
print(Double(exactly: 9_007_199_254_740_993) as Any, Float(exactly: 0.5 as Double) as Any)
print(1.0e15, 1.0e16, 123456789012345678.0, 0.0001, 0.00001)
print(Float(1) / 3 * 3 == 1, (0.1 as Float) + (0.2 as Float), Float(0.1) + Float(0.2) == Float(0.3))
print((2.5).exponent, (2.5).significand, Double(sign: .minus, exponent: 3, significand: 1.5))
print(max(-0.0, 0.0), min(0.0, -0.0), Double.minimum(.nan, 1), 3.7.rounded(.towardZero))

// expect: 0.1
// expect: 0.30000000000000004
// expect: 0.3333333333333333
// expect: 100.0
// expect: 1e+16
// expect: 1.5e-07
// expect: 123456789.125
// expect: -0.0
// expect: 2e-308
// expect: [0.1, 0.33333334, 16777216.0, 3.4e+38, 1e-45]
// expect: true 0.10000000149011612 3.1415927
// expect: inf -inf nan false true
// expect: 1.7976931348623157e+308 5e-324 2.220446049250313e-16
// expect: 3.4028235e+38 1.1754944e-38
// expect: true minus plus -0.0
// expect: true 1.0 nan
// expect: 3 -3 nil Optional(4)
// expect: 9.223372036854776e+18 true 9007199254740992
// expect: true 16777216.0
// expect: Optional(3.25) Optional(1000.0) nil true -inf
// expect: 0.1 0.125 Optional(0.5)
// expect: 0.9999999999999999 false true
// expect: 2.220446049250313e-16 2.0 0.10000000000000002 0.9999999999999999
// expect: 2.0 -2.0
// expect: 17 3.141592653589793 3.1415925
// expect: 1.4142135623730951 3.0 true
// expect: inf -inf true
// expect: 3.14 -2.0 1 12.000
// expect: nil Optional(0.5)
// expect: 1000000000000000.0 1e+16 1.2345678901234568e+17 0.0001 1e-05
// expect: true 0.3 true
// expect: 1 1.25 -12.0
// expect: 0.0 0.0 1.0 3.0
