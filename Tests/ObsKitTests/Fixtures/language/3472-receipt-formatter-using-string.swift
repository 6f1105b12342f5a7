// App code style: a receipt formatter using String(format:) with %d %.2f %05.1f %@ %x
import Foundation

struct LineItem {
    let name: String
    let quantity: Int
    let unitPrice: Double
}

let items = [
    LineItem(name: "Coffee", quantity: 2, unitPrice: 3.5),
    LineItem(name: "Bagel", quantity: 1, unitPrice: 2.25),
    LineItem(name: "Orange Juice", quantity: 3, unitPrice: 4.1),
]

print("RECEIPT")
print(String(format: "%@ | %@ | %@", "Item", "Qty", "Total"))
var subtotal = 0.0
for item in items {
    let total = Double(item.quantity) * item.unitPrice
    subtotal += total
    print(String(format: "%@ x%d @ %.2f = %.2f", item.name, item.quantity, item.unitPrice, total))
}
let taxRate = 8.5
let tax = subtotal * taxRate / 100
print(String(format: "Subtotal: %.2f", subtotal))
print(String(format: "Tax (%05.1f%%): %.2f", taxRate, tax))
print(String(format: "Total: %.2f", subtotal + tax))
let receiptNumber = 48879
print(String(format: "Receipt #%d (0x%x, 0x%X)", receiptNumber, receiptNumber, receiptNumber))
print(String(format: "Padded id: %06d", 42))
print(String(format: "Items: %d, avg %.3f", items.count, subtotal / Double(items.count)))
print(String(format: "%@ paid by %@", "Order", "card"))
// expect: RECEIPT
// expect: Item | Qty | Total
// expect: Coffee x2 @ 3.50 = 7.00
// expect: Bagel x1 @ 2.25 = 2.25
// expect: Orange Juice x3 @ 4.10 = 12.30
// expect: Subtotal: 21.55
// expect: Tax (008.5%): 1.83
// expect: Total: 23.38
// expect: Receipt #48879 (0xbeef, 0xBEEF)
// expect: Padded id: 000042
// expect: Items: 3, avg 7.183
// expect: Order paid by card
