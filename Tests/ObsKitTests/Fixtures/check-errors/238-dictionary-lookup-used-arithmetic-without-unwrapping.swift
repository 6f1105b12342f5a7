// Check error: a dictionary lookup used in arithmetic without unwrapping
let prices = ["apple": 0.5, "pear": 0.75]
let quantity = 6.0
let cost = prices["apple"] * quantity
print("Cost: \(cost)")
// expect-error: value of optional type 'Double?' must be unwrapped to a value of type 'Double'
