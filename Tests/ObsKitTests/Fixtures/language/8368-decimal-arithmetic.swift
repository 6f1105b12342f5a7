// Foundation in app code: Decimal arithmetic for money, avoiding binary floating point errors
import Foundation

let a = Decimal(string: "0.1")!
let b = Decimal(string: "0.2")!
print("Decimal: \(a + b)")
print("Double: \(0.1 + 0.2)")
print("Equal to 0.3: \(a + b == Decimal(string: "0.3")!)")

let price = Decimal(string: "19.99")!
let quantity = Decimal(3)
let subtotal = price * quantity
print("Subtotal: \(subtotal)")

let taxRate = Decimal(string: "0.0825")!
var tax = subtotal * taxRate
var roundedTax = Decimal()
NSDecimalRound(&roundedTax, &tax, 2, .plain)
print("Tax: \(roundedTax)")
print("Total: \(subtotal + roundedTax)")

let split = Decimal(100) / Decimal(3)
var rounded = Decimal()
var splitCopy = split
NSDecimalRound(&rounded, &splitCopy, 2, .down)
print("Split: \(rounded)")

let values = ["1.50", "2.25", "3.75"].compactMap { Decimal(string: $0) }
print("Sum: \(values.reduce(0, +))")
print(String(format: "As double: %.2f", NSDecimalNumber(decimal: subtotal).doubleValue))
print("Comparison: \(price > Decimal(20))")

// expect: Decimal: 0.3
// expect: Double: 0.30000000000000004
// expect: Equal to 0.3: true
// expect: Subtotal: 59.97
// expect: Tax: 4.95
// expect: Total: 64.92
// expect: Split: 33.33
// expect: Sum: 7.5
// expect: As double: 59.97
// expect: Comparison: false
