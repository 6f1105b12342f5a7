// Formatting prices and totals with fixed locales
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

struct Invoice {
    struct Line { let title: String; let unitPrice: Decimal; let quantity: Int }
    var lines: [Line]
    var taxRate: Decimal

    var subtotal: Decimal { lines.reduce(Decimal(0)) { $0 + $1.unitPrice * Decimal($1.quantity) } }
    var tax: Decimal {
        var raw = subtotal * taxRate
        var rounded = Decimal()
        NSDecimalRound(&rounded, &raw, 2, .plain)
        return rounded
    }
    var total: Decimal { subtotal + tax }
}

let usd = NumberFormatter()
usd.numberStyle = .currency
usd.locale = Locale(identifier: "en_US")
usd.currencyCode = "USD"

func format(_ d: Decimal) -> String {
    usd.string(from: d as NSDecimalNumber) ?? "?"
}

let invoice = Invoice(lines: [
    .init(title: "Design work", unitPrice: Decimal(string: "85.50")!, quantity: 12),
    .init(title: "Hosting", unitPrice: Decimal(string: "19.99")!, quantity: 3),
    .init(title: "Domain", unitPrice: Decimal(string: "12")!, quantity: 1),
], taxRate: Decimal(string: "0.0825")!)

for line in invoice.lines {
    let amount = line.unitPrice * Decimal(line.quantity)
    let title = line.title.padding(toLength: 14, withPad: ".", startingAt: 0)
    print("\(title) \(line.quantity) x \(format(line.unitPrice)) = \(format(amount))")
}
print("Subtotal: \(format(invoice.subtotal))")
print("Tax: \(format(invoice.tax))")
print("Total: \(format(invoice.total))")

let plain = NumberFormatter()
plain.numberStyle = .decimal
plain.locale = Locale(identifier: "en_US_POSIX")
plain.minimumFractionDigits = 2
plain.maximumFractionDigits = 2
for value in [0.5, 1234.5, 1_000_000.125, -42.0] {
    print(plain.string(from: NSNumber(value: value)) ?? "?")
}

func centsString(_ cents: Int) -> String {
    let sign = cents < 0 ? "-" : ""
    let a = abs(cents)
    var dollars = String(a / 100)
    var groups: [String] = []
    while dollars.count > 3 {
        groups.insert(String(dollars.suffix(3)), at: 0)
        dollars = String(dollars.dropLast(3))
    }
    groups.insert(dollars, at: 0)
    return sign + "$" + groups.joined(separator: ",") + String(format: ".%02d", a % 100)
}
for c in [0, 5, 99, 100, 123456, 987654321, -2550] {
    print("\(c) cents -> \(centsString(c))")
}
let percent = String(format: "%.1f%%", 8.25)
print("Tax rate shown as \(percent)")
// expect: Design work... 12 x $85.50 = $1,026.00
// expect: Hosting....... 3 x $19.99 = $59.97
// expect: Domain........ 1 x $12.00 = $12.00
// expect: Subtotal: $1,097.97
// expect: Tax: $90.58
// expect: Total: $1,188.55
// expect: 0.50
// expect: 1,234.50
// expect: 1,000,000.125
// expect: -42.00
// expect: 0 cents -> $0.00
// expect: 5 cents -> $0.05
// expect: 99 cents -> $0.99
// expect: 100 cents -> $1.00
// expect: 123456 cents -> $1,234.56
// expect: 987654321 cents -> $9,876,543.21
// expect: -2550 cents -> -$25.50
// expect: Tax rate shown as 8.2%
