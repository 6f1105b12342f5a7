// Apple docs style (stride(from:to:by:) with Double): accumulated error vs. multiplication
var accumulated = 0.0
var byAdding: [Double] = []
for _ in 0..<10 {
    byAdding.append(accumulated)
    accumulated += 0.1
}
print("adding 0.1:", byAdding)

let byMultiplying = (0..<10).map { Double($0) * 0.1 }
print("multiplying:", byMultiplying)

let byDividing = (0..<10).map { Double($0) / 10 }
print("dividing:", byDividing)

// stride over Doubles
let strided = Array(stride(from: 0.0, to: 1.0, by: 0.1))
print("stride to:", strided.count, "values, last =", strided.last!)
let through = Array(stride(from: 0.0, through: 1.0, by: 0.1))
print("stride through:", through.count, "values, last =", through.last!)

// Does stride accumulate or multiply?
let matchesMultiply = zip(strided, byMultiplying).allSatisfy { $0 == $1 }
let matchesAdding = zip(strided, byAdding).allSatisfy { $0 == $1 }
print("stride matches multiplication: \(matchesMultiply), matches adding: \(matchesAdding)")

// The drift grows with many steps
var x = 0.0
for _ in 0..<1000 { x += 0.001 }
print("sum of 1000 x 0.001:", x, "error:", x - 1.0)
print("1000 * 0.001:", 1000 * 0.001)

// A loop with a while condition can overshoot
var t = 0.0
var count = 0
while t < 1.0 {
    t += 0.1
    count += 1
}
print("while t < 1 with step 0.1: \(count) steps, t = \(t)")

// Integer counting then scaling is the safe pattern
let safe = (0...5).map { Double($0) * 0.2 }
print("safe:", safe)

// Float accumulates faster
var ft: Float = 0
for _ in 0..<100 { ft += 0.01 }
print("Float 100 x 0.01:", ft)
print("stride by 0.25 is exact:", Array(stride(from: 0.0, through: 1.0, by: 0.25)))

// expect: adding 0.1: [0.0, 0.1, 0.2, 0.30000000000000004, 0.4, 0.5, 0.6, 0.7, 0.7999999999999999, 0.8999999999999999]
// expect: multiplying: [0.0, 0.1, 0.2, 0.30000000000000004, 0.4, 0.5, 0.6000000000000001, 0.7000000000000001, 0.8, 0.9]
// expect: dividing: [0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]
// expect: stride to: 10 values, last = 0.9
// expect: stride through: 11 values, last = 1.0
// expect: stride matches multiplication: true, matches adding: false
// expect: sum of 1000 x 0.001: 1.0000000000000007 error: 6.661338147750939e-16
// expect: 1000 * 0.001: 1.0
// expect: while t < 1 with step 0.1: 11 steps, t = 1.0999999999999999
// expect: safe: [0.0, 0.2, 0.4, 0.6000000000000001, 0.8, 1.0]
// expect: Float 100 x 0.01: 0.99999934
// expect: stride by 0.25 is exact: [0.0, 0.25, 0.5, 0.75, 1.0]
