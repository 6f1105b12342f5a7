// division-double-format
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

let nans = [Double.nan, -Double.nan]
for (a, b) in [(7, 2), (-7, 2), (7, -2), (-7, -2), (6, 3), (0, 5)] {
    let qr = a.quotientAndRemainder(dividingBy: b)
    print("\(a) / \(b) = \(a / b), \(a) % \(b) = \(a % b), qr = \(qr.quotient),\(qr.remainder)")
}
func floorMod(_ a: Int, _ n: Int) -> Int { ((a % n) + n) % n }
print((-7...7).map { floorMod($0, 3) })
print((-7.0).truncatingRemainder(dividingBy: 2), (7.5).truncatingRemainder(dividingBy: 2), (7.5).remainder(dividingBy: 2), (-7.5).remainder(dividingBy: 2))
print(fmod(-7.0, 3.0), 10.0 / 4, -10.0 / 4, (10.0 / 4).rounded(.down), (-10.0 / 4).rounded(.down))
print(1.0 / 0, -1.0 / 0, (0.0 / 0).isNaN, nans[0] == nans[0], nans[0] != nans[1], Double.infinity > .greatestFiniteMagnitude)
print(12.isMultiple(of: 4), (-12).isMultiple(of: 5), 0.isMultiple(of: 0), 7.signum(), (-3).signum(), abs(-9))

print(1.0, 0.1, 1e16, 1e15, 123456789.0, 1234567890123456789.0, 1.0 / 3.0, 2.0 / 3.0)
print(1e-5, 0.0001, Double.leastNonzeroMagnitude, Double.leastNormalMagnitude, Double.greatestFiniteMagnitude, Double.ulpOfOne)
print(Float(0.1), Float(1e10), Float(16777217), Float.pi, Double.pi, Float(1) / 7)
print(100.0, 100.5, -0.0, 2e16, 9007199254740993.0, 0.1 + 0.7)
print(Double(Int.max), Double(Int64.min), Float(UInt64.max))
print(3.0.squareRoot(), 2.0.squareRoot() * 2.0.squareRoot(), (0.1 * 3).description, String(describing: 1e100))
print(String(format: "%.2f", 3.14159), String(format: "%05d", 42), String(format: "%e", 1234.5), String(format: "%+.1f|%-6d|%x", -2.25, 7, 255))
print(String(format: "%.0f %.0f %.0f %.0f", 0.5, 1.5, 2.5, -0.5), String(format: "%g %g", 100000.0, 1000000.0))
print(String(format: "%8.3f|", Double.pi), String(format: "%@-%d", "abc", 5), String(format: "%%"))
print(min(0.0, -0.0), max(-0.0, 0.0), Double.minimum(.nan, 1), Double.maximum(1, .nan))
print([3.5, -1.25, 0, 2].sorted(), [3.5, -1.25, 0, 2].reduce(0, +), [0.1, 0.2, 0.3].reduce(0, +))
let avg = [90, 85, 77].reduce(0, +) / 3
let favg = Double([90, 85, 77].reduce(0, +)) / 3
print(avg, favg, (favg * 100).rounded() / 100, Int(favg.rounded()))
print(pow(2.0, 10.0), pow(2.0, 0.5), exp(0.0), log(M_E), floor(-1.5), ceil(-1.5), round(-1.5), trunc(-1.5))
print(Double(5) / 3 * 3 == 5, (1.1 * 3), 1.1 * 3 == 3.3, abs((1.1 * 3) - 3.3) < 1e-9)
print(Int.max / -1, Int.min / 2, -5 / 10, -5 % 10)

// expect: 7 / 2 = 3, 7 % 2 = 1, qr = 3,1
// expect: -7 / 2 = -3, -7 % 2 = -1, qr = -3,-1
// expect: 7 / -2 = -3, 7 % -2 = 1, qr = -3,1
// expect: -7 / -2 = 3, -7 % -2 = -1, qr = 3,-1
// expect: 6 / 3 = 2, 6 % 3 = 0, qr = 2,0
// expect: 0 / 5 = 0, 0 % 5 = 0, qr = 0,0
// expect: [2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1]
// expect: -1.0 1.5 -0.5 0.5
// expect: -1.0 2.5 -2.5 2.0 -3.0
// expect: inf -inf true false true true
// expect: true false true 1 -1 9
// expect: 1.0 0.1 1e+16 1000000000000000.0 123456789.0 1.2345678901234568e+18 0.3333333333333333 0.6666666666666666
// expect: 1e-05 0.0001 5e-324 2.2250738585072014e-308 1.7976931348623157e+308 2.220446049250313e-16
// expect: 0.1 1e+10 16777216.0 3.1415925 3.141592653589793 0.14285715
// expect: 100.0 100.5 -0.0 2e+16 9007199254740992.0 0.7999999999999999
// expect: 9.223372036854776e+18 -9.223372036854776e+18 1.8446744e+19
// expect: 1.7320508075688772 2.0000000000000004 0.30000000000000004 1e+100
// expect: 3.14 00042 1.234500e+03 -2.2|7     |ff
// expect: 0 2 2 -0 100000 1e+06
// expect:    3.142| abc-5 %
// expect: 0.0 0.0 1.0 1.0
// expect: [-1.25, 0.0, 2.0, 3.5] 4.25 0.6000000000000001
// expect: 84 84.0 84.0 84
// expect: 1024.0 1.4142135623730951 1.0 1.0 -2.0 -1.0 -2.0 -1.0
// expect: true 3.3000000000000003 false true
// expect: -9223372036854775807 -4611686018427387904 0 -5
