// Blog style (rounding rules): rounded(_:) with every FloatingPointRoundingRule
import Foundation

let samples: [Double] = [2.5, 3.5, -2.5, 2.4, -2.6, 0.5, -0.5]
let rules: [(String, FloatingPointRoundingRule)] = [
    ("toNearestOrAwayFromZero", .toNearestOrAwayFromZero),
    ("toNearestOrEven", .toNearestOrEven),
    ("up", .up),
    ("down", .down),
    ("towardZero", .towardZero),
    ("awayFromZero", .awayFromZero),
]
for (name, rule) in rules {
    let out = samples.map { $0.rounded(rule) }
    print(name, out)
}
print(2.5.rounded(), (-2.5).rounded())
var x = 7.45
x.round(.down)
print(x)
var y: Float = -1.5
y.round()
print(y)
print(Double(Int(3.99)), Int((-3.99).rounded(.down)))
// expect: toNearestOrAwayFromZero [3.0, 4.0, -3.0, 2.0, -3.0, 1.0, -1.0]
// expect: toNearestOrEven [2.0, 4.0, -2.0, 2.0, -3.0, 0.0, -0.0]
// expect: up [3.0, 4.0, -2.0, 3.0, -2.0, 1.0, -0.0]
// expect: down [2.0, 3.0, -3.0, 2.0, -3.0, 0.0, -1.0]
// expect: towardZero [2.0, 3.0, -2.0, 2.0, -2.0, 0.0, -0.0]
// expect: awayFromZero [3.0, 4.0, -3.0, 3.0, -3.0, 1.0, -1.0]
// expect: 3.0 -3.0
// expect: 7.0
// expect: -2.0
// expect: 3.0 -4
