// A range subscript past the end of an array traps
let xs = [1, 2, 3]
print(xs[1...2])
print(xs[2...3])
// expect: [2, 3]
// expect-error: Fatal error: Array index is out of range
