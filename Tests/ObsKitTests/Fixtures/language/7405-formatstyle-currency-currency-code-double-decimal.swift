// Tutorial style (FormatStyle currency): .currency(code:) with Double and Decimal in several locales
import Foundation

let en = Locale(identifier: "en_US")
let de = Locale(identifier: "de_DE")
let fr = Locale(identifier: "fr_FR")

let price = 1299.99
print(price.formatted(.currency(code: "USD").locale(en)))
print(price.formatted(.currency(code: "EUR").locale(de)))
print(price.formatted(.currency(code: "EUR").locale(fr)))
print(price.formatted(.currency(code: "GBP").locale(en)))
print(price.formatted(.currency(code: "JPY").locale(en)))

struct LineItem {
    let name: String
    let unitPrice: Decimal
    let quantity: Int
}

let cart = [
    LineItem(name: "Notebook", unitPrice: Decimal(string: "4.99")!, quantity: 3),
    LineItem(name: "Pen", unitPrice: Decimal(string: "1.25")!, quantity: 10),
    LineItem(name: "Backpack", unitPrice: Decimal(string: "39.90")!, quantity: 1),
]

var subtotal: Decimal = 0
for item in cart {
    let line = item.unitPrice * Decimal(item.quantity)
    subtotal += line
    print("\(item.name): \(line.formatted(.currency(code: "USD").locale(en)))")
}
print("Subtotal: \(subtotal.formatted(.currency(code: "USD").locale(en)))")
let tax = subtotal * Decimal(string: "0.08")!
print("Tax: \(tax.formatted(.currency(code: "USD").precision(.fractionLength(2)).locale(en)))")

print(1000000.formatted(.currency(code: "USD").locale(en)))
print((-42.5).formatted(.currency(code: "USD").locale(en)))
// expect: $1,299.99
// expect: 1.299,99 €
// expect: 1 299,99 €
// expect: £1,299.99
// expect: ¥1,300
// expect: Notebook: $14.97
// expect: Pen: $12.50
// expect: Backpack: $39.90
// expect: Subtotal: $67.37
// expect: Tax: $5.39
// expect: $1,000,000.00
// expect: -$42.50
