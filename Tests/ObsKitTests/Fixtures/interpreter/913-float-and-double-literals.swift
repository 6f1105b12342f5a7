// Literal typing: an annotation makes a whole literal expression Double or Float, and an array of mixed number literals is [Double].
// Expected output: swiftc 6.3.1 on this machine.
let half: Double = 1 / 2
let quarter: Float = 1 / 4
let ratio: Double = 10 / 4 * 2
print(half, quarter, ratio)
let samples = [1, 2.5, -3, 0]
print(samples, type(of: samples))
let weights: [String: Double] = ["a": 1, "b": 2]
print(weights.sorted { $0.key < $1.key }.map { $0.value })
let scale = [10, 20.0]
print(scale.reduce(0, +))
let whole = 7 / 2
let exact: Double = 7 / 2
print(whole, exact)
print(max(1.5, 2), min(3, 0.5), 5.0 / 2)

// expect: 0.5 0.25 5.0
// expect: [1.0, 2.5, -3.0, 0.0] Array<Double>
// expect: [1.0, 2.0]
// expect: 30.0
// expect: 3 3.5
// expect: 2.0 0.5 2.5
