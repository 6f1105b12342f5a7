// Check error: an Int count and a Double price added without conversion
let itemCount = 3
let shippingCost = 4.99
let total = itemCount + shippingCost
print("Total: \(total)")
// expect-error: binary operator '+' cannot be applied to operands of type 'Int' and 'Double'
