// Compiler test style: rounded(_:) with every FloatingPointRoundingRule
let values: [Double] = [2.5, 3.5, -2.5, -1.2, 1.7, 0.5, -0.5]
let rules: [(String, FloatingPointRoundingRule)] = [
    ("nearestOrEven", .toNearestOrEven),
    ("nearestOrAway", .toNearestOrAwayFromZero),
    ("up", .up),
    ("down", .down),
    ("towardZero", .towardZero),
    ("awayFromZero", .awayFromZero),
]
for (name, rule) in rules {
    let rs = values.map { $0.rounded(rule) }
    print(name, rs)
}
print(2.5.rounded(), (-2.5).rounded())
var x = 7.45
x.round(.down)
print(x)
print(Float(4.5).rounded(.toNearestOrEven))

// expect: nearestOrEven [2.0, 4.0, -2.0, -1.0, 2.0, 0.0, -0.0]
// expect: nearestOrAway [3.0, 4.0, -3.0, -1.0, 2.0, 1.0, -1.0]
// expect: up [3.0, 4.0, -2.0, -1.0, 2.0, 1.0, -0.0]
// expect: down [2.0, 3.0, -3.0, -2.0, 1.0, 0.0, -1.0]
// expect: towardZero [2.0, 3.0, -2.0, -1.0, 1.0, 0.0, -0.0]
// expect: awayFromZero [3.0, 4.0, -3.0, -2.0, 2.0, 1.0, -1.0]
// expect: 3.0 -3.0
// expect: 7.0
// expect: 4.0
