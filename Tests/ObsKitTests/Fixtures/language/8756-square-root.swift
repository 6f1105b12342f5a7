// Apple docs style (FloatingPoint.squareRoot()): distances and Newton's method
import Glibc  // squareRoot() lowers to libm sqrt on Linux

func hypot2(_ a: Double, _ b: Double) -> Double {
    (a * a + b * b).squareRoot()
}
let triangles: [(Double, Double)] = [(3, 4), (5, 12), (1, 1), (8, 15)]
for (a, b) in triangles {
    print("legs \(a), \(b) -> hypotenuse \(hypot2(a, b))")
}

// Perfect squares come out exact
let squares = [0.0, 1, 4, 144, 1e10, 0.25]
print(squares.map { $0.squareRoot() })

// Newton's method converges to the same value
func newtonSqrt(_ x: Double) -> (Double, Int) {
    var guess = x / 2
    var iterations = 0
    while true {
        let next = (guess + x / guess) / 2
        iterations += 1
        if next == guess || iterations > 50 { return (next, iterations) }
        guess = next
    }
}
for x in [2.0, 10.0, 1000.0] {
    let (approx, n) = newtonSqrt(x)
    print("sqrt(\(x)): builtin \(x.squareRoot()) newton \(approx) after \(n) steps, equal \(approx == x.squareRoot())")
}

// sqrt(2) squared is not exactly 2
let r2 = (2.0).squareRoot()
print("r2*r2 = \(r2 * r2), error = \(r2 * r2 - 2)")

// Special values
print("sqrt(-1) is nan:", (-1.0).squareRoot().isNaN, "sqrt(-0.0):", (-0.0).squareRoot(), "sqrt(inf):", Double.infinity.squareRoot())

// The mutating form and Float
var side: Float = 50
side.formSquareRoot()
print("Float sqrt(50):", side)

// Standard deviation of scores
let scores = [2.0, 4, 4, 4, 5, 5, 7, 9]
let mean = scores.reduce(0, +) / Double(scores.count)
let variance = scores.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(scores.count)
print("mean \(mean) variance \(variance) stddev \(variance.squareRoot())")

// expect: legs 3.0, 4.0 -> hypotenuse 5.0
// expect: legs 5.0, 12.0 -> hypotenuse 13.0
// expect: legs 1.0, 1.0 -> hypotenuse 1.4142135623730951
// expect: legs 8.0, 15.0 -> hypotenuse 17.0
// expect: [0.0, 1.0, 2.0, 12.0, 100000.0, 0.5]
// expect: sqrt(2.0): builtin 1.4142135623730951 newton 1.414213562373095 after 6 steps, equal false
// expect: sqrt(10.0): builtin 3.1622776601683795 newton 3.162277660168379 after 6 steps, equal false
// expect: sqrt(1000.0): builtin 31.622776601683793 newton 31.622776601683793 after 10 steps, equal true
// expect: r2*r2 = 2.0000000000000004, error = 4.440892098500626e-16
// expect: sqrt(-1) is nan: true sqrt(-0.0): -0.0 sqrt(inf): inf
// expect: Float sqrt(50): 7.071068
// expect: mean 5.0 variance 4.0 stddev 2.0
