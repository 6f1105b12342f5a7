// Swift book style: floating point rounded(_:) with each rounding rule
let rules: [(String, FloatingPointRoundingRule)] = [
    ("toNearestOrAwayFromZero", .toNearestOrAwayFromZero),
    ("toNearestOrEven", .toNearestOrEven),
    ("up", .up),
    ("down", .down),
    ("towardZero", .towardZero),
    ("awayFromZero", .awayFromZero),
]
let samples = [2.5, 3.5, -2.5, -3.7, 0.4, -0.4]
for (name, rule) in rules {
    print(name, samples.map { $0.rounded(rule) })
}
print(2.5.rounded(), (-2.5).rounded(), 2.4999.rounded())
var x = 7.5
x.round(.toNearestOrEven)
print(x)
x = -7.5
x.round()
print(x)
print(Float(1.5).rounded(.down), Float(-1.5).rounded(.up))
print((3.7).rounded(.towardZero) == 3.7.rounded(.down), (-3.7).rounded(.towardZero))
print(Double.infinity.rounded(), Double.nan.rounded().isNaN)
print(Int((9.99).rounded(.down)), Int((-0.5).rounded(.awayFromZero)))

// expect: toNearestOrAwayFromZero [3.0, 4.0, -3.0, -4.0, 0.0, -0.0]
// expect: toNearestOrEven [2.0, 4.0, -2.0, -4.0, 0.0, -0.0]
// expect: up [3.0, 4.0, -2.0, -3.0, 1.0, -0.0]
// expect: down [2.0, 3.0, -3.0, -4.0, 0.0, -1.0]
// expect: towardZero [2.0, 3.0, -2.0, -3.0, 0.0, -0.0]
// expect: awayFromZero [3.0, 4.0, -3.0, -4.0, 1.0, -1.0]
// expect: 3.0 -3.0 2.0
// expect: 8.0
// expect: -8.0
// expect: 1.0 -1.0
// expect: true -3.0
// expect: inf true
// expect: 9 -1
