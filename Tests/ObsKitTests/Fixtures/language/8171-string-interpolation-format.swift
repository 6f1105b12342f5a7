// Course exercise: string interpolation, custom appendInterpolation and formatted report lines
import Foundation

extension String.StringInterpolation {
    mutating func appendInterpolation(money value: Double) {
        appendLiteral(String(format: "$%.2f", value))
    }

    mutating func appendInterpolation(_ value: Int, padded width: Int) {
        let text = String(value)
        appendLiteral(String(repeating: " ", count: max(0, width - text.count)) + text)
    }

    mutating func appendInterpolation(yesNo flag: Bool) {
        appendLiteral(flag ? "yes" : "no")
    }
}

struct LineItem {
    let name: String
    let quantity: Int
    let unitPrice: Double
    var total: Double { Double(quantity) * unitPrice }
}

let items = [
    LineItem(name: "Notebook", quantity: 3, unitPrice: 2.5),
    LineItem(name: "Pen", quantity: 12, unitPrice: 0.99),
    LineItem(name: "Backpack", quantity: 1, unitPrice: 39.0),
]

let width = items.map(\.name.count).max() ?? 0
for item in items {
    let paddedName = item.name.padding(toLength: width, withPad: ".", startingAt: 0)
    print("\(paddedName) \(item.quantity, padded: 3) x \(money: item.unitPrice) = \(money: item.total)")
}
let subtotal = items.reduce(0) { $0 + $1.total }
print("Subtotal: \(money: subtotal)")
print("Free shipping: \(yesNo: subtotal > 50)")
print(String(format: "Tax (8%%): %.2f, percent of 100: %05.1f%%", subtotal * 0.08, subtotal))
let name = "Swift"
print("Multi-line:\n  \(name.uppercased()) has \(name.count) letters")
print(#"Raw string keeps \(name) and "quotes""#)
print("Pi is roughly \(String(format: "%.3f", Double.pi)), hex of 255 is \(String(255, radix: 16))")

// expect: Notebook   3 x $2.50 = $7.50
// expect: Pen.....  12 x $0.99 = $11.88
// expect: Backpack   1 x $39.00 = $39.00
// expect: Subtotal: $58.38
// expect: Free shipping: yes
// expect: Tax (8%): 4.67, percent of 100: 058.4%
// expect: Multi-line:
// expect:   SWIFT has 5 letters
// expect: Raw string keeps \(name) and "quotes"
// expect: Pi is roughly 3.142, hex of 255 is ff
