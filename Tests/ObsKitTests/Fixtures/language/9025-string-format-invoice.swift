// Invoice formatting with String(format:), padding, tax and discount math on Decimal-free cents
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

struct LineItem {
    let description: String
    let quantity: Int
    let unitPriceCents: Int
    var totalCents: Int { quantity * unitPriceCents }
}

struct Invoice {
    let number: Int
    let customer: String
    var items: [LineItem] = []
    var discountPercent: Double = 0
    let taxRate: Double

    var subtotal: Int { items.reduce(0) { $0 + $1.totalCents } }
    var discount: Int { Int((Double(subtotal) * discountPercent / 100).rounded()) }
    var tax: Int { Int((Double(subtotal - discount) * taxRate).rounded()) }
    var total: Int { subtotal - discount + tax }
}

func money(_ cents: Int) -> String {
    String(format: "$%d.%02d", cents / 100, cents % 100)
}

func render(_ invoice: Invoice) -> [String] {
    var lines = [String(format: "INVOICE #%05d  —  %@", invoice.number, invoice.customer)]
    lines.append(String(repeating: "-", count: 44))
    for item in invoice.items {
        let name = item.description.padding(toLength: 20, withPad: " ", startingAt: 0)
        let unit = money(item.unitPriceCents), total = money(item.totalCents)
        lines.append(name + String(format: " %3d x ", item.quantity)
                     + String(repeating: " ", count: 8 - unit.count) + unit
                     + String(repeating: " ", count: 10 - total.count) + total)
    }
    lines.append(String(repeating: "-", count: 44))
    let rows: [(String, Int)] = [
        ("Subtotal", invoice.subtotal),
        (String(format: "Discount (%.1f%%)", invoice.discountPercent), -invoice.discount),
        (String(format: "Tax (%.2f%%)", invoice.taxRate * 100), invoice.tax),
        ("TOTAL", invoice.total),
    ]
    for (label, value) in rows {
        let amount = value < 0 ? "-" + money(-value) : money(value)
        lines.append(label.padding(toLength: 34, withPad: ".", startingAt: 0) + String(repeating: " ", count: 10 - amount.count) + amount)
    }
    return lines
}

var invoice = Invoice(number: 42, customer: "Acme Corp", taxRate: 0.0825)
invoice.items.append(LineItem(description: "Widget", quantity: 3, unitPriceCents: 1999))
invoice.items.append(LineItem(description: "Gadget (deluxe)", quantity: 1, unitPriceCents: 14950))
invoice.items.append(LineItem(description: "Shipping", quantity: 1, unitPriceCents: 799))
invoice.discountPercent = 12.5

render(invoice).forEach { print($0) }
print(String(format: "Average item: %.3f dollars", Double(invoice.subtotal) / Double(invoice.items.count) / 100))
print(String(format: "%08.2f|%+d|%x|%o|%e", 3.14159, 7, 255, 8, 12345.678))
// expect: INVOICE #00042  —  Acme Corp
// expect: --------------------------------------------
// expect: Widget                 3 x   $19.99    $59.97
// expect: Gadget (deluxe)        1 x  $149.50   $149.50
// expect: Shipping               1 x    $7.99     $7.99
// expect: --------------------------------------------
// expect: Subtotal..........................   $217.46
// expect: Discount (12.5%)..................   -$27.18
// expect: Tax (8.25%).......................    $15.70
// expect: TOTAL.............................   $205.98
// expect: Average item: 72.487 dollars
// expect: 00003.14|+7|ff|10|1.234568e+04
