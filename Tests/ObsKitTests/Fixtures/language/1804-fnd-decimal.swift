// Foundation Decimal: exact decimal arithmetic versus Double, construction from strings and integers, comparison, rounding with NSDecimalRound.
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

let a = Decimal(string: "0.1")!
let b = Decimal(string: "0.2")!
print(a + b, a + b == Decimal(string: "0.3")!)
print(0.1 + 0.2, 0.1 + 0.2 == 0.3)

let price = Decimal(string: "19.99")!
let qty = Decimal(3)
let subtotal = price * qty
print(subtotal)
let tax = subtotal * Decimal(string: "0.08")!
print(tax)

var raw = tax
var rounded = Decimal()
NSDecimalRound(&rounded, &raw, 2, .plain)
print(rounded)
print(subtotal + rounded)

print(Decimal(10) / Decimal(4), Decimal(1) / Decimal(8))
print(price > Decimal(20), price < Decimal(20))
print((subtotal as NSDecimalNumber).doubleValue)
print(Decimal(string: "abc") == nil, Decimal.zero, Decimal(-5).magnitude)
print([Decimal(3), Decimal(string: "2.5")!, Decimal(1)].sorted())

// expect: 0.3 true
// expect: 0.30000000000000004 false
// expect: 59.97
// expect: 4.7976
// expect: 4.8
// expect: 64.77
// expect: 2.5 0.125
// expect: false true
// expect: 59.970000000000006
// expect: true 0 5
// expect: [1, 2.5, 3]
