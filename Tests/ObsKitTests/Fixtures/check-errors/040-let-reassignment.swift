// Reassigning a constant declared with `let` in a loop
// Written by an outside author (stop 28 corpus, file 7050); the message and its place are swiftc's on this machine.
let prices = [3.5, 2.0, 4.25]
let total = 0.0

for price in prices {
    total = total + price
}

print("Total: \(total)")

// expect-error: cannot assign to value: 'total' is a 'let' constant
// expect-location: 6:5
