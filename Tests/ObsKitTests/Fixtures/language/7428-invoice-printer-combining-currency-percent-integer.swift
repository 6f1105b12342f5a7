// Tutorial style (invoice printer): combining currency, percent and integer formatting in a receipt
import Foundation

let en = Locale(identifier: "en_US")

struct Line {
    let item: String
    let qty: Int
    let price: Double
}

let lines = [
    Line(item: "Widget", qty: 12, price: 3.5),
    Line(item: "Gadget", qty: 1, price: 249.99),
    Line(item: "Cable", qty: 4, price: 7.25),
]

let money = FloatingPointFormatStyle<Double>.Currency(code: "USD").locale(en)
let discountRate = 0.15
let taxRate = 0.0725

func row(_ left: String, _ right: String) -> String {
    left.padding(toLength: 22, withPad: ".", startingAt: 0) + right
}

var subtotal = 0.0
for l in lines {
    let amount = Double(l.qty) * l.price
    subtotal += amount
    print(row("\(l.qty.formatted(.number.locale(en))) x \(l.item)", amount.formatted(money)))
}
let discount = subtotal * discountRate
let taxed = (subtotal - discount) * taxRate
let total = subtotal - discount + taxed
print(row("Subtotal", subtotal.formatted(money)))
print(row("Discount \(discountRate.formatted(.percent.locale(en)))", (-discount).formatted(money)))
print(row("Tax \(taxRate.formatted(.percent.locale(en)))", taxed.formatted(money)))
print(row("Total", total.formatted(money)))
print("Items: \(lines.map(\.qty).reduce(0, +).formatted(.number.locale(en)))")
// expect: 12 x Widget...........$42.00
// expect: 1 x Gadget............$249.99
// expect: 4 x Cable.............$29.00
// expect: Subtotal..............$320.99
// expect: Discount 15%..........-$48.15
// expect: Tax 7.25%.............$19.78
// expect: Total.................$292.62
// expect: Items: 17
