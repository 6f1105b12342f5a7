// Adding an Int and a Double without converting either
// Written by an outside author (stop 28 corpus, file 7069); the message and its place are swiftc's on this machine.
let itemCount = 3
let unitPrice = 2.5
let shipping = 4

let subtotal = Double(itemCount) * unitPrice
let total = subtotal + shipping

print("Total: \(total)")

// expect-error: binary operator '+' cannot be applied to operands of type 'Double' and 'Int'
// expect-location: 7:22
