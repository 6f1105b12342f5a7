// Blog style (generic mean of floats): FloatingPoint generics for mean, variance and lerp
import Foundation

func mean<F: FloatingPoint>(_ xs: [F]) -> F {
    xs.reduce(0, +) / F(xs.count)
}
func variance<F: FloatingPoint>(_ xs: [F]) -> F {
    let m = mean(xs)
    return xs.map { ($0 - m) * ($0 - m) }.reduce(0, +) / F(xs.count)
}
func lerp<F: FloatingPoint>(_ a: F, _ b: F, _ t: F) -> F { a + (b - a) * t }

let d: [Double] = [2, 4, 4, 4, 5, 5, 7, 9]
print(mean(d), variance(d), variance(d).squareRoot())
let f: [Float] = [1.5, 2.5, 3.5]
print(mean(f), variance(f))
print(lerp(0.0, 10.0, 0.25), lerp(Float(1), 2, 0.5))
print(mean([Double]()).isNaN)

func maxMagnitude<F: FloatingPoint>(_ xs: [F]) -> F {
    xs.reduce(0) { F.maximumMagnitude($0, $1) }
}
print(maxMagnitude([-7.5, 3.0, 6.0]))
print(Double.maximum(1, .nan), Double.minimum(.nan, 2))
print(Double.maximum(-0.0, 0.0), Double.minimum(-0.0, 0.0))
print(F_name(1.0), F_name(Float(1)))
func F_name<F: BinaryFloatingPoint>(_ x: F) -> String {
    "\(F.self) radix=\(F.radix) digits=\(F.significandBitCount + 1)"
}
// expect: 5.0 4.0 2.0
// expect: 2.5 0.6666667
// expect: 2.5 1.5
// expect: true
// expect: -7.5
// expect: 1.0 2.0
// expect: 0.0 -0.0
// expect: Double radix=2 digits=53 Float radix=2 digits=24
