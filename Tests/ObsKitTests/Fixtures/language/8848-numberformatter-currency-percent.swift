// Apple docs style (NumberFormatter): currency and percent styles for a checkout
import Foundation

let currency = NumberFormatter()
currency.locale = Locale(identifier: "en_US")
currency.numberStyle = .currency

let percent = NumberFormatter()
percent.locale = Locale(identifier: "en_US")
percent.numberStyle = .percent

let items: [(String, Double)] = [("Headphones", 129.99), ("Cable", 9.5), ("Case", 24)]
var subtotal = 0.0
for (name, price) in items {
    subtotal += price
    print("\(name): \(currency.string(from: NSNumber(value: price))!)")
}
print("subtotal: \(currency.string(from: NSNumber(value: subtotal))!)")

let discountRate = 0.15
print("discount: \(percent.string(from: NSNumber(value: discountRate))!)")
let discount = subtotal * discountRate
print("you save: \(currency.string(from: NSNumber(value: discount))!)")

let taxRate = 0.0825
percent.minimumFractionDigits = 2
print("tax rate: \(percent.string(from: NSNumber(value: taxRate))!)")
let total = (subtotal - discount) * (1 + taxRate)
print("total: \(currency.string(from: NSNumber(value: total))!)")

print("big order: \(currency.string(from: 1234567.891)!)")
print("refund: \(currency.string(from: -5)!)")

percent.minimumFractionDigits = 0
percent.maximumFractionDigits = 1
for progress in [0.0, 0.333, 0.5, 1.0, 1.25] {
    print("progress \(percent.string(from: NSNumber(value: progress))!)")
}

print("symbol: \(currency.currencySymbol!), code: \(currency.currencyCode!)")
if let parsed = currency.number(from: "$1,024.50") {
    print("parsed: \(parsed.doubleValue)")
}

// expect: Headphones: $129.99
// expect: Cable: $9.50
// expect: Case: $24.00
// expect: subtotal: $163.49
// expect: discount: 15%
// expect: you save: $24.52
// expect: tax rate: 8.25%
// expect: total: $150.43
// expect: big order: $1,234,567.89
// expect: refund: -$5.00
// expect: progress 0%
// expect: progress 33.3%
// expect: progress 50%
// expect: progress 100%
// expect: progress 125%
// expect: symbol: $, code: USD
// expect: parsed: 1024.5
