// Apple docs style (Decimal): exact money math for a shopping cart
import Foundation

let price = Decimal(string: "19.99")!
let quantity = Decimal(3)
let subtotal = price * quantity
print("subtotal: \(subtotal)")

let shipping = Decimal(string: "4.50")!
let total = subtotal + shipping
print("total: \(total)")

let a = Decimal(string: "0.1")!
let b = Decimal(string: "0.2")!
print("decimal 0.1 + 0.2 = \(a + b), equals 0.3: \(a + b == Decimal(string: "0.3")!)")
print("double 0.1 + 0.2 == 0.3: \(0.1 + 0.2 == 0.3)")

let coupon = Decimal(string: "5")!
let afterCoupon = total - coupon
print("after coupon: \(afterCoupon)")
print("split 4 ways: \(afterCoupon / 4)")

print("invalid: \(Decimal(string: "twelve") == nil)")

let amounts = ["1.25", "10", "0.005", "99.99"].compactMap { Decimal(string: $0) }
let sum = amounts.reduce(Decimal(0), +)
print("sum: \(sum)")
print("max: \(amounts.max()!), min: \(amounts.min()!)")
print("sorted: \(amounts.sorted().map { "\($0)" }.joined(separator: " < "))")

let negative = Decimal(string: "-2.5")!
print("sign: \(negative.sign == .minus), magnitude: \(negative.magnitude)")
print("is zero: \((price - price).isZero)")
print("exponent of 19.99: \(price.exponent), significand: \(price.significand)")

let cents = NSDecimalNumber(decimal: total * 100).intValue
print("cents: \(cents)")
print("double value: \(NSDecimalNumber(decimal: shipping).doubleValue)")

// expect: subtotal: 59.97
// expect: total: 64.47
// expect: decimal 0.1 + 0.2 = 0.3, equals 0.3: true
// expect: double 0.1 + 0.2 == 0.3: false
// expect: after coupon: 59.47
// expect: split 4 ways: 14.8675
// expect: invalid: true
// expect: sum: 111.245
// expect: max: 99.99, min: 0.005
// expect: sorted: 0.005 < 1.25 < 10 < 99.99
// expect: sign: true, magnitude: 2.5
// expect: is zero: true
// expect: exponent of 19.99: -2, significand: 1999
// expect: cents: 6447
// expect: double value: 4.5
