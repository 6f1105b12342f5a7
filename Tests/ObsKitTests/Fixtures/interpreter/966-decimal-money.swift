// Foundation Decimal for money: exact sums where Double drifts, multiplication, rounding with NSDecimalRound, comparisons.
// Expected output: swiftc 6.3.1 on this machine.
import Foundation

let prices = ["0.10", "0.20", "0.30"].compactMap { Decimal(string: $0) }
let total = prices.reduce(Decimal(0), +)
print(total, total == Decimal(string: "0.6")!, 0.1 + 0.2 + 0.3)
let unit = Decimal(string: "4.99")!
let subtotal = unit * 3
let vat = subtotal * Decimal(string: "0.21")!
print(subtotal, vat)
var exact = vat
var rounded = Decimal()
NSDecimalRound(&rounded, &exact, 2, .plain)
print(rounded, subtotal + rounded)
print(Decimal(7) / Decimal(8), subtotal > Decimal(15), [Decimal(2), Decimal(string: "1.5")!].sorted())

// expect: 0.6 true 0.6000000000000001
// expect: 14.97 3.1437
// expect: 3.14 18.11
// expect: 0.875 false [1.5, 2]
