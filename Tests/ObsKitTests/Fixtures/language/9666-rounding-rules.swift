// FloatingPointRoundingRule: every rule on halves and negatives, rounded(_:) vs round(_:), Int conversion and scaled rounding
import Foundation

let rules: [(String, FloatingPointRoundingRule)] = [
    ("nearestOrAwayFromZero", .toNearestOrAwayFromZero),
    ("nearestOrEven", .toNearestOrEven),
    ("up", .up),
    ("down", .down),
    ("towardZero", .towardZero),
    ("awayFromZero", .awayFromZero),
]
let samples: [Double] = [2.5, 3.5, -2.5, -3.5, 2.4999, 2.5001, -0.5, 0.5, -0.0, 7.0]
for (name, rule) in rules {
    print(name.padding(toLength: 22, withPad: " ", startingAt: 0), samples.map { $0.rounded(rule) })
}
print(samples.map { $0.rounded() })

var x = 4.5
x.round(.toNearestOrEven)
var y = 4.5
y.round()
var z = -4.5
z.round(.towardZero)
print(x, y, z)

print((0...10).map { (Double($0) + 0.5).rounded(.toNearestOrEven) })
print(Float(1.5).rounded(.toNearestOrEven), Float(-1.5).rounded(.toNearestOrEven), Float(0.5).rounded(.toNearestOrEven))

func round(_ v: Double, places: Int, _ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Double {
    let m = pow(10.0, Double(places))
    return (v * m).rounded(rule) / m
}
print(round(3.14159, places: 2), round(2.675, places: 2), round(-1.005, places: 2), round(12.5, places: 0, .toNearestOrEven))
print(round(1234.5678, places: -2), round(0.125, places: 2, .toNearestOrEven), round(0.375, places: 2, .toNearestOrEven))

print(Int(2.9), Int(-2.9), Int(2.5.rounded()), Int((-2.5).rounded(.toNearestOrEven)))
print(Int(exactly: 3.0) as Any, Int(exactly: 3.5) as Any, Int(exactly: Double.infinity) as Any)
print(floor(-1.5), ceil(-1.5), trunc(-1.5), Foundation.round(-1.5), rint(-1.5), rint(2.5), nearbyint(3.5))
print(Double.infinity.rounded(), Double.nan.rounded().isNaN, (-0.4).rounded(), (-0.4).rounded().sign)
print(1e16.rounded(.up), (1e16 + 1).rounded(.down), 0.49999999999999994.rounded())
let money = [0.125, 0.135, 0.145, 1.005]
print(money.map { ($0 * 100).rounded(.toNearestOrEven) / 100 })
let bankers = [0.5, 1.5, 2.5, 3.5, 4.5].map { Int($0.rounded(.toNearestOrEven)) }
print(bankers, bankers.reduce(0, +), [0.5, 1.5, 2.5, 3.5, 4.5].map { Int($0.rounded()) }.reduce(0, +))
print(String(format: "%.0f %.0f %.0f", 0.5, 1.5, 2.5), String(format: "%.1f %.1f", 0.25, 0.35))
print(Decimal(string: "2.5")!.description, NSDecimalNumber(string: "2.5").rounding(accordingToBehavior: NSDecimalNumberHandler(roundingMode: .bankers, scale: 0, raiseOnExactness: false, raiseOnOverflow: false, raiseOnUnderflow: false, raiseOnDivideByZero: false)))

// expect: nearestOrAwayFromZero  [3.0, 4.0, -3.0, -4.0, 2.0, 3.0, -1.0, 1.0, -0.0, 7.0]
// expect: nearestOrEven          [2.0, 4.0, -2.0, -4.0, 2.0, 3.0, -0.0, 0.0, -0.0, 7.0]
// expect: up                     [3.0, 4.0, -2.0, -3.0, 3.0, 3.0, -0.0, 1.0, -0.0, 7.0]
// expect: down                   [2.0, 3.0, -3.0, -4.0, 2.0, 2.0, -1.0, 0.0, -0.0, 7.0]
// expect: towardZero             [2.0, 3.0, -2.0, -3.0, 2.0, 2.0, -0.0, 0.0, -0.0, 7.0]
// expect: awayFromZero           [3.0, 4.0, -3.0, -4.0, 3.0, 3.0, -1.0, 1.0, -0.0, 7.0]
// expect: [3.0, 4.0, -3.0, -4.0, 2.0, 3.0, -1.0, 1.0, -0.0, 7.0]
// expect: 4.0 5.0 -4.0
// expect: [0.0, 2.0, 2.0, 4.0, 4.0, 6.0, 6.0, 8.0, 8.0, 10.0, 10.0]
// expect: 2.0 -2.0 0.0
// expect: 3.14 2.68 -1.0 12.0
// expect: 1200.0 0.12 0.38
// expect: 2 -2 3 -2
// expect: Optional(3) nil nil
// expect: -2.0 -1.0 -1.0 -2.0 -2.0 2.0 4.0
// expect: inf true -0.0 minus
// expect: 1e+16 1e+16 0.0
// expect: [0.12, 0.14, 0.14, 1.0]
// expect: [0, 2, 2, 4, 4] 12 15
// expect: 0 2 2 0.2 0.3
// expect: 2.5 2
