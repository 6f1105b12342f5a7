// Check error: a running total declared with let and then added to in a loop
let prices = [4.5, 2.25, 10.0]
let total = 0.0
for price in prices {
    total += price
}
print("Total: \(total)")
// expect-error: left side of mutating operator isn't mutable: 'total' is a 'let' constant
