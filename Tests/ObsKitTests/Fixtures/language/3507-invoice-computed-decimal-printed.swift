// App code style: an invoice computed with Decimal and printed with a currency NumberFormatter
import Foundation

struct InvoiceLine { let description: String; let hours: Decimal; let rate: Decimal }

let lines = [
    InvoiceLine(description: "Design", hours: Decimal(string: "12.5")!, rate: Decimal(string: "85.00")!),
    InvoiceLine(description: "Development", hours: Decimal(string: "40.25")!, rate: Decimal(string: "95.50")!),
    InvoiceLine(description: "Review", hours: Decimal(string: "3")!, rate: Decimal(string: "60")!),
]

let money = NumberFormatter()
money.locale = Locale(identifier: "en_US")
money.numberStyle = .currency
func fmt(_ d: Decimal) -> String { money.string(from: d as NSDecimalNumber)! }

func round2(_ d: Decimal) -> Decimal {
    var src = d, out = Decimal()
    NSDecimalRound(&out, &src, 2, .plain)
    return out
}

var subtotal = Decimal.zero
for line in lines {
    let amount = line.hours * line.rate
    subtotal += amount
    print("\(line.description): \(line.hours)h x \(fmt(line.rate)) = \(fmt(amount)) (\(amount))")
}
let vatRate = Decimal(string: "0.2")!
let vat = round2(subtotal * vatRate)
print("subtotal:", fmt(subtotal))
print("vat:", fmt(vat), "raw", subtotal * vatRate)
let total = subtotal + vat
print("total:", fmt(total))
let deposit = Decimal(1000)
print("balance due:", fmt(total - deposit))
let installments = round2(total / 3)
print("3 installments of", fmt(installments), "remainder", total - installments * 3)
let euro = NumberFormatter()
euro.locale = Locale(identifier: "de_DE")
euro.numberStyle = .currency
euro.currencyCode = "EUR"
print("in German format:", euro.string(from: total as NSDecimalNumber)!)
print("is zero:", (subtotal - subtotal).isZero, "sign:", (deposit - total).sign == .minus)
// expect: Design: 12.5h x $85.00 = $1,062.50 (1062.5)
// expect: Development: 40.25h x $95.50 = $3,843.88 (3843.875)
// expect: Review: 3h x $60.00 = $180.00 (180)
// expect: subtotal: $5,086.38
// expect: vat: $1,017.28 raw 1017.275
// expect: total: $6,103.66
// expect: balance due: $5,103.66
// expect: 3 installments of $2,034.55 remainder 0.005
// expect: in German format: 6.103,66 €
// expect: is zero: true sign: true
