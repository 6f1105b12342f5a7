// Blog style (square roots): squareRoot(), integer sqrt by Newton and perfect squares
import Foundation

print(2.0.squareRoot())
print(Float(2).squareRoot())
print((-1.0).squareRoot().isNaN)
print(16.0.squareRoot(), sqrt(16.0))
print(0.0.squareRoot(), (-0.0).squareRoot())

func isqrt<T: BinaryInteger>(_ n: T) -> T {
    if n < 2 { return n }
    var x = n
    var y = (x + 1) / 2
    while y < x {
        x = y
        y = (x + n / x) / 2
    }
    return x
}
print((0...20).map { isqrt($0) })
print(isqrt(UInt64(1) << 62))
print(isqrt(Int32(2_147_395_600)))
let perfect = (1...200).filter { isqrt($0) * isqrt($0) == $0 }
print(perfect)
func hypotenuse(_ a: Double, _ b: Double) -> Double { (a * a + b * b).squareRoot() }
print(hypotenuse(3, 4), hypotenuse(1, 1))
print(hypot(5.0, 12.0))
// expect: 1.4142135623730951
// expect: 1.4142135
// expect: true
// expect: 4.0 4.0
// expect: 0.0 -0.0
// expect: [0, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4]
// expect: 2147483648
// expect: 46340
// expect: [1, 4, 9, 16, 25, 36, 49, 64, 81, 100, 121, 144, 169, 196]
// expect: 5.0 1.4142135623730951
// expect: 13.0
