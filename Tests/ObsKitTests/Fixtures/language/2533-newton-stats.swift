// Puzzle style: Rosetta Code Newton's method square roots and basic statistics on embedded measurements
func newtonSqrt(_ value: Double, tolerance: Double = 1e-12) -> (root: Double, steps: Int) {
    guard value > 0 else { return (0, 0) }
    var guess = value / 2
    var steps = 0
    while true {
        let next = (guess + value / guess) / 2
        steps += 1
        if abs(next - guess) < tolerance { return (next, steps) }
        guess = next
    }
}

func integerSqrt(_ n: Int) -> Int {
    var x = n, y = (x + 1) / 2
    while y < x {
        x = y
        y = (x + n / x) / 2
    }
    return x
}

for value in [2.0, 10.0, 0.25, 1e10, 12345.678] {
    let (root, steps) = newtonSqrt(value)
    print("sqrt(\(value)) ≈ \(root) in \(steps) steps")
}
print("isqrt: \([0, 1, 15, 16, 17, 99, 1_000_000, 2_147_483_647].map(integerSqrt))")

let measurements = """
12.5
13.25
9.75
11.0
14.5
10.125
"""
let values = measurements.split(separator: "\n").compactMap { Double($0) }
let mean = values.reduce(0, +) / Double(values.count)
let variance = values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count - 1)
print("n=\(values.count) mean=\(mean) variance=\(variance) stddev=\(newtonSqrt(variance).root)")
let sortedValues = values.sorted()
let median = (sortedValues[2] + sortedValues[3]) / 2
print("median=\(median) range=\(sortedValues.first!)...\(sortedValues.last!)")

print("Steps: \(Array(stride(from: 0.0, to: 0.5, by: 0.1)))")
print("Sums: \(0.1 + 0.2) \(1.0 / 3.0) \(Float(1) / 3) \(2.0 / 3.0 * 3.0)")
print("Magnitudes: \(1e16) \(1234567890123456.0) \(0.0001) \(0.00001) \(Double(Int.max)) \(-0.0)")
func roundHalfUp(_ x: Double, places: Int) -> Double {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let shifted = x * scale + (x < 0 ? -0.5 : 0.5)
    return Double(Int(shifted)) / scale
}
print("Rounding: \(roundHalfUp(2.5, places: 0)) \(roundHalfUp(3.14159, places: 2)) \(roundHalfUp(-2.675, places: 1)) \(roundHalfUp(mean, places: 3))")
print("Conversions: \(Int(2.9)) \(Int(-2.9)) \(Int(-0.5)) \(Int(1e18)) \(Double(7) / 2)")
print("Remainders: \((7.5).truncatingRemainder(dividingBy: 2)) \((-7.5).truncatingRemainder(dividingBy: 2)) \((7.5).remainder(dividingBy: 2))")
print("Parsing: \(Double("1e3")!) \(Double(".5")!) \(Double("-0.125")!) \(Double("abc") as Any) \(Double("inf")!)")
print("Specials: \(Double.infinity) \(-Double.infinity) \(Double.nan.isNaN) \(Double.pi) \(Double.greatestFiniteMagnitude)")
// expect: sqrt(2.0) ≈ 1.414213562373095 in 6 steps
// expect: sqrt(10.0) ≈ 3.162277660168379 in 6 steps
// expect: sqrt(0.25) ≈ 0.5 in 7 steps
// expect: sqrt(10000000000.0) ≈ 100000.0 in 21 steps
// expect: sqrt(12345.678) ≈ 111.11110655555547 in 11 steps
// expect: isqrt: [0, 1, 3, 4, 4, 9, 1000, 46340]
// expect: n=6 mean=11.854166666666666 variance=3.502604166666667 stddev=1.8715245567896424
// expect: median=11.75 range=9.75...14.5
// expect: Steps: [0.0, 0.1, 0.2, 0.30000000000000004, 0.4]
// expect: Sums: 0.30000000000000004 0.3333333333333333 0.33333334 2.0
// expect: Magnitudes: 1e+16 1234567890123456.0 0.0001 1e-05 9.223372036854776e+18 -0.0
// expect: Rounding: 3.0 3.14 -2.7 11.854
// expect: Conversions: 2 -2 0 1000000000000000000 3.5
// expect: Remainders: 1.5 -1.5 -0.5
// expect: Parsing: 1000.0 0.5 -0.125 nil inf
// expect: Specials: inf -inf true 3.141592653589793 1.7976931348623157e+308
