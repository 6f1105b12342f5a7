// Compiler test style: rounded(_:) with each FloatingPointRoundingRule
let values: [Double] = [2.5, 3.5, -2.5, -3.5, 2.4, 2.6, -2.6, 0.5, -0.5]
let rules: [(String, FloatingPointRoundingRule)] = [
    ("toNearestOrAwayFromZero", .toNearestOrAwayFromZero),
    ("toNearestOrEven", .toNearestOrEven),
    ("up", .up),
    ("down", .down),
    ("towardZero", .towardZero),
    ("awayFromZero", .awayFromZero),
]
for (name, rule) in rules {
    let rounded = values.map { $0.rounded(rule) }
    print(name, rounded)
}
print(values.map { $0.rounded() })

var x = 7.5
x.round(.toNearestOrEven)
print(x)
var y = -7.5
y.round()
print(y)
var z = 1.25
z.round(.towardZero)
print(z)

print(Int(2.5.rounded()), Int((-2.5).rounded(.toNearestOrEven)), Int(2.5.rounded(.down)))
let price = 19.999
let cents = (price * 100).rounded() / 100
print(cents)
let banker = [0.5, 1.5, 2.5, 3.5, 4.5].map { Int($0.rounded(.toNearestOrEven)) }
print(banker)
print(Float(1.5).rounded(.toNearestOrEven), Float(-1.5).rounded(.awayFromZero))
// expect: toNearestOrAwayFromZero [3.0, 4.0, -3.0, -4.0, 2.0, 3.0, -3.0, 1.0, -1.0]
// expect: toNearestOrEven [2.0, 4.0, -2.0, -4.0, 2.0, 3.0, -3.0, 0.0, -0.0]
// expect: up [3.0, 4.0, -2.0, -3.0, 3.0, 3.0, -2.0, 1.0, -0.0]
// expect: down [2.0, 3.0, -3.0, -4.0, 2.0, 2.0, -3.0, 0.0, -1.0]
// expect: towardZero [2.0, 3.0, -2.0, -3.0, 2.0, 2.0, -2.0, 0.0, -0.0]
// expect: awayFromZero [3.0, 4.0, -3.0, -4.0, 3.0, 3.0, -3.0, 1.0, -1.0]
// expect: [3.0, 4.0, -3.0, -4.0, 2.0, 3.0, -3.0, 1.0, -1.0]
// expect: 8.0
// expect: -8.0
// expect: 1.0
// expect: 3 -2 2
// expect: 20.0
// expect: [0, 2, 2, 4, 4]
// expect: 2.0 -2.0
