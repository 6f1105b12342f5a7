// Swift stdlib test style (numbers): rounded(_:) under every FloatingPointRoundingRule on halves and negatives, plus round/floor/ceil/trunc forms and Int conversions
let samples: [Double] = [2.5, 3.5, -2.5, -3.5, 2.4, 2.6, -2.6, 0.5, -0.5, 7.0]
let rules: [(String, FloatingPointRoundingRule)] = [
    ("nearestEven", .toNearestOrEven),
    ("awayFromZero", .toNearestOrAwayFromZero),
    ("towardZero", .towardZero),
    ("awayZero", .awayFromZero),
    ("up", .up),
    ("down", .down),
]
for (name, rule) in rules {
    let results = samples.map { $0.rounded(rule) }
    print(name.padded(14), results.map { "\($0)" }.joined(separator: " "))
}
print("default".padded(14), samples.map { "\($0.rounded())" }.joined(separator: " "))

var x = 4.5
x.round()
print(x)
x = 4.5
x.round(.toNearestOrEven)
print(x)
x = -1.2
x.round(.up)
print(x, x.sign == .minus)

let f: Float = 1.5
print(f.rounded(.toNearestOrEven), Float(2.5).rounded(.toNearestOrEven), f.rounded(.down))
print(Int((2.675 * 100).rounded()) , (2.675 * 100).rounded() / 100)
print((1.005 * 1000).rounded(.towardZero), Int(9.99.rounded(.down)), Int((-9.99).rounded(.up)))

func roundTo(_ value: Double, places: Int) -> Double {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    return (value * scale).rounded() / scale
}
print(roundTo(3.14159, places: 2), roundTo(2.71828, places: 3), roundTo(-0.125, places: 2))
print(Double.infinity.rounded(), Double.nan.rounded().isNaN, (-0.4).rounded())

extension String {
    func padded(_ width: Int) -> String {
        self + String(repeating: " ", count: Swift.max(0, width - count))
    }
}

// expect: nearestEven    2.0 4.0 -2.0 -4.0 2.0 3.0 -3.0 0.0 -0.0 7.0
// expect: awayFromZero   3.0 4.0 -3.0 -4.0 2.0 3.0 -3.0 1.0 -1.0 7.0
// expect: towardZero     2.0 3.0 -2.0 -3.0 2.0 2.0 -2.0 0.0 -0.0 7.0
// expect: awayZero       3.0 4.0 -3.0 -4.0 3.0 3.0 -3.0 1.0 -1.0 7.0
// expect: up             3.0 4.0 -2.0 -3.0 3.0 3.0 -2.0 1.0 -0.0 7.0
// expect: down           2.0 3.0 -3.0 -4.0 2.0 2.0 -3.0 0.0 -1.0 7.0
// expect: default        3.0 4.0 -3.0 -4.0 2.0 3.0 -3.0 1.0 -1.0 7.0
// expect: 5.0
// expect: 4.0
// expect: -1.0 true
// expect: 2.0 2.0 1.0
// expect: 268 2.68
// expect: 1004.0 9 -9
// expect: 3.14 2.718 -0.13
// expect: inf true -0.0
