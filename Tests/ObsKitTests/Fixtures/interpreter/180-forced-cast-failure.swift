// as! with an incompatible type traps
let values: [Any] = [1, "two"]
let s = values[0] as! String
print(s)
// expect-error: Could not cast value of type 'Swift.Int'
