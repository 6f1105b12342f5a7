// Tutorial style (invoice formatter): Decimal line totals, tax rounding, and NumberFormatter with en_US_POSIX and two fraction digits
import Foundation

struct Item {
    let sku: String
    let description: String
    let quantity: Int
    let unitPrice: Decimal
}

let items = [
    Item(sku: "A-100", description: "Paper ream", quantity: 4, unitPrice: Decimal(string: "5.49")!),
    Item(sku: "B-220", description: "Toner cartridge", quantity: 1, unitPrice: Decimal(string: "89.90")!),
    Item(sku: "C-013", description: "Stapler", quantity: 2, unitPrice: Decimal(string: "12.05")!),
]

let money = NumberFormatter()
money.locale = Locale(identifier: "en_US_POSIX")
money.numberStyle = .decimal
money.minimumFractionDigits = 2
money.maximumFractionDigits = 2

func fmt(_ d: Decimal) -> String {
    money.string(from: d as NSDecimalNumber) ?? "?"
}

print("INVOICE #\(String(format: "%05d", 327))")
var subtotal = Decimal(0)
for item in items {
    let line = item.unitPrice * Decimal(item.quantity)
    subtotal += line
    let desc = item.description.padding(toLength: 18, withPad: " ", startingAt: 0)
    print("\(item.sku) \(desc) \(item.quantity) x \(fmt(item.unitPrice)) = \(fmt(line))")
}
print("subtotal:", subtotal)

let taxRate = Decimal(string: "0.0725")!
var tax = subtotal * taxRate
print("raw tax:", tax)
var rounded = Decimal()
NSDecimalRound(&rounded, &tax, 2, .plain)
print("tax:", fmt(rounded))
let total = subtotal + rounded
print("total:", fmt(total), "(\(total))")

let bigOrder = Decimal(1234567) + Decimal(string: "0.5")!
print("big:", fmt(bigOrder))
let split = total / Decimal(3)
print("three-way split:", fmt(split))
print("as double:", NSDecimalNumber(decimal: total).doubleValue)

// expect: INVOICE #00327
// expect: A-100 Paper ream         4 x 5.49 = 21.96
// expect: B-220 Toner cartridge    1 x 89.90 = 89.90
// expect: C-013 Stapler            2 x 12.05 = 24.10
// expect: subtotal: 135.96
// expect: raw tax: 9.8571
// expect: tax: 9.86
// expect: total: 145.82 (145.82)
// expect: big: 1,234,567.50
// expect: three-way split: 48.606667
// expect: as double: 145.82
