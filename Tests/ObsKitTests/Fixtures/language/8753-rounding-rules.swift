// Apple docs style (FloatingPoint.rounded(_:)): a table of every rounding rule
import Glibc  // rounded(_:) calls libm's round/rint/floor/ceil/trunc on Linux

let rules: [(String, FloatingPointRoundingRule)] = [
    ("toNearestOrAwayFromZero", .toNearestOrAwayFromZero),
    ("toNearestOrEven", .toNearestOrEven),
    ("up", .up),
    ("down", .down),
    ("towardZero", .towardZero),
    ("awayFromZero", .awayFromZero),
]

let values: [Double] = [2.5, 3.5, -2.5, 2.4, -2.6, 0.5, -0.5, 7.0]

for (name, rule) in rules {
    let results = values.map { "\($0.rounded(rule))" }
    print("\(name): \(results.joined(separator: " "))")
}

// The no-argument form is toNearestOrAwayFromZero
print("rounded():", values.map { $0.rounded() })

// The mutating form
var price = 12.345
price.round(.down)
print("round(.down):", price)
var score = -7.5
score.round()
print("round():", score)

// Rounding to a number of decimal places
func round(_ x: Double, places: Int, rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) -> Double {
    var factor = 1.0
    for _ in 0..<places { factor *= 10 }
    return (x * factor).rounded(rule) / factor
}
print(round(3.14159, places: 2), round(3.14159, places: 3), round(2.71828, places: 1, rule: .up))

// Float works the same way
let f: Float = -1.5
print(rules.map { "\(f.rounded($0.1))" }.joined(separator: ","))

// Special values are unchanged
print(Double.infinity.rounded(), Double.nan.rounded(), (-0.4).rounded())

// expect: toNearestOrAwayFromZero: 3.0 4.0 -3.0 2.0 -3.0 1.0 -1.0 7.0
// expect: toNearestOrEven: 2.0 4.0 -2.0 2.0 -3.0 0.0 -0.0 7.0
// expect: up: 3.0 4.0 -2.0 3.0 -2.0 1.0 -0.0 7.0
// expect: down: 2.0 3.0 -3.0 2.0 -3.0 0.0 -1.0 7.0
// expect: towardZero: 2.0 3.0 -2.0 2.0 -2.0 0.0 -0.0 7.0
// expect: awayFromZero: 3.0 4.0 -3.0 3.0 -3.0 1.0 -1.0 7.0
// expect: rounded(): [3.0, 4.0, -3.0, 2.0, -3.0, 1.0, -1.0, 7.0]
// expect: round(.down): 12.0
// expect: round(): -8.0
// expect: 3.14 3.142 2.8
// expect: -2.0,-2.0,-1.0,-2.0,-1.0,-2.0
// expect: inf nan -0.0
