// Converting an infinite Double to Int traps
let ratio = 1.0 / 0.0
print(ratio)
print(Int(ratio))
// expect: inf
// expect-error: Fatal error: Double value cannot be converted to Int because it is either infinite or NaN
