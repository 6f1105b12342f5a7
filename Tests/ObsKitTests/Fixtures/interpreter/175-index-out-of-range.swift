// Array index out of range traps
let xs = [10, 20, 30]
var i = 0
for _ in 0..<3 { i += 1 }
print(xs[i])
// expect-error: Index out of range
