// Check error: appending to an array declared with 'let'
let guests = ["Ana", "Ben"]
guests.append("Chloe")
print(guests.count)
// expect-error: cannot use mutating member on immutable value: 'guests' is a 'let' constant
