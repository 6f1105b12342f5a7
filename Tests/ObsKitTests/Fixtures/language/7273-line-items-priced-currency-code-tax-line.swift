// Sarunw style (receipt): line items priced with .currency(code:) and a tax line with .percent, all pinned to en_US
import Foundation

struct LineItem {
    let name: String
    let quantity: Int
    let unitPrice: Decimal
    var total: Decimal { unitPrice * Decimal(quantity) }
}

let usd = Decimal.FormatStyle.Currency(code: "USD").locale(Locale(identifier: "en_US"))
let items = [
    LineItem(name: "Espresso", quantity: 2, unitPrice: Decimal(string: "3.25")!),
    LineItem(name: "Croissant", quantity: 3, unitPrice: Decimal(string: "2.80")!),
    LineItem(name: "Gift card", quantity: 1, unitPrice: Decimal(string: "1250")!),
]

func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
}

print("RECEIPT")
for item in items {
    let label = "\(item.quantity) x \(item.name)"
    print(pad(label, 20) + item.total.formatted(usd))
}
let subtotal = items.reduce(Decimal(0)) { $0 + $1.total }
let taxRate = 0.0825
var tax = subtotal * Decimal(string: "0.0825")!
var rounded = Decimal()
NSDecimalRound(&rounded, &tax, 2, .plain)
print(pad("Subtotal", 20) + subtotal.formatted(usd))
print(pad("Tax (" + taxRate.formatted(.percent.locale(Locale(identifier: "en_US"))) + ")", 20) + rounded.formatted(usd))
print(pad("Total", 20) + (subtotal + rounded).formatted(usd))

let tip = 0.18
print("Suggested tip:", tip.formatted(.percent.locale(Locale(identifier: "en_US"))))
let asDouble = NSDecimalNumber(decimal: subtotal + rounded).doubleValue
print("Tip amount:", (asDouble * tip).formatted(.currency(code: "USD").locale(Locale(identifier: "en_US"))))
print("Items:", items.map(\.quantity).reduce(0, +))

// expect: RECEIPT
// expect: 2 x Espresso        $6.50
// expect: 3 x Croissant       $8.40
// expect: 1 x Gift card       $1,250.00
// expect: Subtotal            $1,264.90
// expect: Tax (8.25%)         $104.35
// expect: Total               $1,369.25
// expect: Suggested tip: 18%
// expect: Tip amount: $246.46
// expect: Items: 6
