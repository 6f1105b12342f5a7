// Swift compiler execution test style (rounding): rounded() with every FloatingPointRoundingRule, ties to even, truncation on conversion, floor/ceil, remainders and integer division rounding
let values = [2.5, 3.5, -2.5, -3.5, 2.4, -2.6, 0.5, -0.5]
let rules: [(String, FloatingPointRoundingRule)] = [
    ("toNearestOrAwayFromZero", .toNearestOrAwayFromZero),
    ("toNearestOrEven", .toNearestOrEven),
    ("up", .up),
    ("down", .down),
    ("towardZero", .towardZero),
    ("awayFromZero", .awayFromZero),
]
for (name, rule) in rules {
    print(name, values.map { $0.rounded(rule) })
}
print(values.map { $0.rounded() })
var x = 7.45
x.round(.down)
print(x)
var y = -7.45
y.round()
print(y)
print(Int(7.99), Int(-7.99), Int((7.5).rounded()), Int((-7.5).rounded(.toNearestOrEven)))
print((10.0).truncatingRemainder(dividingBy: 3), (-10.0).truncatingRemainder(dividingBy: 3))
print((10.0).remainder(dividingBy: 3), (11.0).remainder(dividingBy: 3), (-10.0).remainder(dividingBy: 4))
func roundTo(_ v: Double, places: Int) -> Double {
    var m = 1.0
    for _ in 0..<places { m *= 10 }
    return (v * m).rounded() / m
}
print(roundTo(3.14159, places: 2), roundTo(2.675, places: 2), roundTo(1.005, places: 2), roundTo(-1.5, places: 0))
print((2.5).rounded(.toNearestOrEven) == 2, Float(2.5).rounded(), Float(-0.5).rounded(.up))
print((-0.4).rounded(), (0.4).rounded(.up), (1e20).rounded(.down), Double.infinity.rounded())
print(17.0.squareRoot(), (17.0).squareRoot().rounded(.down), (8.0).squareRoot() * (8.0).squareRoot())
print((5.5).significand, (5.5).exponent, (1024.0).exponent, (0.75).sign, (-0.75).sign)
let avg = [1, 2, 2].reduce(0, +) / 3
let favg = Double([1, 2, 2].reduce(0, +)) / 3
print(avg, favg, favg.rounded(.up), Int(favg * 100) , (favg * 100).rounded() / 100)
print(Double(Int.max).rounded() == Double(Int.max), Int(exactly: (4.0).rounded()) as Any)
print(stride(from: 0.0, through: 0.3, by: 0.1).map { $0 }, Array(stride(from: 0.0, to: 1.0, by: 0.3)).count)

// expect: toNearestOrAwayFromZero [3.0, 4.0, -3.0, -4.0, 2.0, -3.0, 1.0, -1.0]
// expect: toNearestOrEven [2.0, 4.0, -2.0, -4.0, 2.0, -3.0, 0.0, -0.0]
// expect: up [3.0, 4.0, -2.0, -3.0, 3.0, -2.0, 1.0, -0.0]
// expect: down [2.0, 3.0, -3.0, -4.0, 2.0, -3.0, 0.0, -1.0]
// expect: towardZero [2.0, 3.0, -2.0, -3.0, 2.0, -2.0, 0.0, -0.0]
// expect: awayFromZero [3.0, 4.0, -3.0, -4.0, 3.0, -3.0, 1.0, -1.0]
// expect: [3.0, 4.0, -3.0, -4.0, 2.0, -3.0, 1.0, -1.0]
// expect: 7.0
// expect: -7.0
// expect: 7 -7 8 -8
// expect: 1.0 -1.0
// expect: 1.0 -1.0 -2.0
// expect: 3.14 2.68 1.0 -2.0
// expect: true 3.0 -0.0
// expect: -0.0 1.0 1e+20 inf
// expect: 4.123105625617661 4.0 8.000000000000002
// expect: 1.375 2 10 plus minus
// expect: 1 1.6666666666666667 2.0 166 1.67
// expect: true Optional(4)
// expect: [0.0, 0.1, 0.2] 4
