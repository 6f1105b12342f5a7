// Standard library API style (floating rounding): rounded(_:) with every FloatingPointRoundingRule on halves, negatives and large values
let samples: [Double] = [2.5, 3.5, -2.5, -3.5, 2.4, 2.6, -0.5, 0.5, 1e16 + 1, -0.0]
let rules: [(String, FloatingPointRoundingRule)] = [
    ("toNearestOrAwayFromZero", .toNearestOrAwayFromZero),
    ("toNearestOrEven", .toNearestOrEven),
    ("up", .up),
    ("down", .down),
    ("towardZero", .towardZero),
    ("awayFromZero", .awayFromZero),
]
for (name, rule) in rules {
    print(name + ":", samples.map { $0.rounded(rule) })
}
print("rounded():", samples.map { $0.rounded() })
var v = 7.5
v.round()
print("round():", v)
var w = -7.5
w.round(.towardZero)
print("round(.towardZero):", w)
print("floor ceil:", (-1.2).rounded(.down), (-1.2).rounded(.up))
let f: Float = 2.5
print("Float rounded:", f.rounded(), f.rounded(.toNearestOrEven), f.rounded(.down))
print("Float halves:", [Float(0.5), 1.5, 2.5, -1.5].map { $0.rounded(.toNearestOrEven) })
print("infinity rounded:", Double.infinity.rounded(), (-Double.infinity).rounded(.down))
print("nan rounded is nan:", Double.nan.rounded().isNaN)
print("Int of rounded:", Int(2.5.rounded()), Int((-2.5).rounded()), Int(2.5.rounded(.toNearestOrEven)))
func roundTo(_ x: Double, places: Int) -> Double {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    return (x * scale).rounded() / scale
}
print("roundTo:", roundTo(3.14159, places: 2), roundTo(2.675, places: 2), roundTo(-1.005, places: 1))
print("negative zero result:", (-0.4).rounded(), (-0.4).rounded().sign == .minus)
print("big value unchanged:", 4503599627370497.0.rounded(.down))

// expect: toNearestOrAwayFromZero: [3.0, 4.0, -3.0, -4.0, 2.0, 3.0, -1.0, 1.0, 1e+16, -0.0]
// expect: toNearestOrEven: [2.0, 4.0, -2.0, -4.0, 2.0, 3.0, -0.0, 0.0, 1e+16, -0.0]
// expect: up: [3.0, 4.0, -2.0, -3.0, 3.0, 3.0, -0.0, 1.0, 1e+16, -0.0]
// expect: down: [2.0, 3.0, -3.0, -4.0, 2.0, 2.0, -1.0, 0.0, 1e+16, -0.0]
// expect: towardZero: [2.0, 3.0, -2.0, -3.0, 2.0, 2.0, -0.0, 0.0, 1e+16, -0.0]
// expect: awayFromZero: [3.0, 4.0, -3.0, -4.0, 3.0, 3.0, -1.0, 1.0, 1e+16, -0.0]
// expect: rounded(): [3.0, 4.0, -3.0, -4.0, 2.0, 3.0, -1.0, 1.0, 1e+16, -0.0]
// expect: round(): 8.0
// expect: round(.towardZero): -7.0
// expect: floor ceil: -2.0 -1.0
// expect: Float rounded: 3.0 2.0 2.0
// expect: Float halves: [0.0, 2.0, 2.0, -2.0]
// expect: infinity rounded: inf -inf
// expect: nan rounded is nan: true
// expect: Int of rounded: 3 -3 2
// expect: roundTo: 3.14 2.68 -1.0
// expect: negative zero result: -0.0 true
// expect: big value unchanged: 4503599627370497.0
