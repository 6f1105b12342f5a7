// Apple docs style (Double: rounded(_:), truncatingRemainder, squareRoot): floating-point arithmetic helpers
import Foundation

let x = 6.5
print(x.rounded(.toNearestOrAwayFromZero))
print(x.rounded(.towardZero))
print(x.rounded(.up))
print(x.rounded(.down))
print(x.rounded(.toNearestOrEven))
print((-6.5).rounded(), (-6.5).rounded(.toNearestOrEven), (-6.5).rounded(.awayFromZero))

// Mutating round
var w = 3.75
w.round(.down)
print(w)

// truncatingRemainder vs remainder
let dividend = 8.625
print(dividend.truncatingRemainder(dividingBy: 0.75))
print(dividend.remainder(dividingBy: 0.75))
print((-7.5).truncatingRemainder(dividingBy: 2), (-7.5).remainder(dividingBy: 2))

// squareRoot and Pythagoras
func hypotenuse(_ a: Double, _ b: Double) -> Double {
    (a * a + b * b).squareRoot()
}
print(hypotenuse(3, 4), hypotenuse(5, 12), 2.0.squareRoot())

// Rounding to a number of decimal places
extension Double {
    func rounded(toPlaces places: Int) -> Double {
        var factor = 1.0
        for _ in 0..<places { factor *= 10 }
        return (self * factor).rounded() / factor
    }
}
print(3.14159.rounded(toPlaces: 2), 2.71828.rounded(toPlaces: 3), 1.005.rounded(toPlaces: 0))

// Angles wrapped into 0..<360
func normalize(_ degrees: Double) -> Double {
    let r = degrees.truncatingRemainder(dividingBy: 360)
    return r < 0 ? r + 360 : r
}
print([370, -90, 720, 45.5].map(normalize))

// magnitude, sign, and special values
let samples = [-2.5, 0.0, 1e308 * 10, -Double.infinity, Double.nan]
for s in samples {
    print(s, s.magnitude, s.sign == .minus, s.isFinite, s.isNaN)
}
print(Double.pi.rounded(.down), Int(Double.pi * 100), Int(-2.9), Int((-2.9).rounded()))
print(Double(7) / 2, 7 / 2, Double(Int.max) > 9e18)

// expect: 7.0
// expect: 6.0
// expect: 7.0
// expect: 6.0
// expect: 6.0
// expect: -7.0 -6.0 -7.0
// expect: 3.0
// expect: 0.375
// expect: -0.375
// expect: -1.5 0.5
// expect: 5.0 13.0 1.4142135623730951
// expect: 3.14 2.718 1.0
// expect: [10.0, 270.0, 0.0, 45.5]
// expect: -2.5 2.5 true true false
// expect: 0.0 0.0 false true false
// expect: inf inf false false false
// expect: -inf inf true false false
// expect: nan nan false false true
// expect: 3.0 314 -2 -3
// expect: 3.5 3 true
