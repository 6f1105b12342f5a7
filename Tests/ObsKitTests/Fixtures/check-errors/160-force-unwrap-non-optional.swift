// Check error: '!' on a value that is not optional
let scores = [10, 20, 30]
let total = scores.reduce(0, +)
print("Total: \(total!)")
// expect-error: cannot force unwrap value of non-optional type 'Int'
