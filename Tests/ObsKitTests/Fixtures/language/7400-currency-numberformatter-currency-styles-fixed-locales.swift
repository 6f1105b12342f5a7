// Tutorial style (currency): NumberFormatter currency styles with fixed locales
import Foundation

func currencyFormatter(locale: String, code: String? = nil) -> NumberFormatter {
    let f = NumberFormatter()
    f.locale = Locale(identifier: locale)
    f.numberStyle = .currency
    if let code = code {
        f.currencyCode = code
    }
    return f
}

let price = 1234.5
let us = currencyFormatter(locale: "en_US")
let de = currencyFormatter(locale: "de_DE")
let fr = currencyFormatter(locale: "fr_FR")
let usInEuro = currencyFormatter(locale: "en_US", code: "EUR")

print("US: \(us.string(from: NSNumber(value: price))!)")
print("DE: \(de.string(from: NSNumber(value: price))!)")
print("FR: \(fr.string(from: NSNumber(value: price))!)")
print("US with EUR: \(usInEuro.string(from: NSNumber(value: price))!)")

print("Negative: \(us.string(from: -9.99)!)")
print("Symbol: \(us.currencySymbol!) code: \(us.currencyCode!)")
print("DE symbol: \(de.currencySymbol!) code: \(de.currencyCode!)")

let accounting = NumberFormatter()
accounting.locale = Locale(identifier: "en_US")
accounting.numberStyle = .currencyAccounting
print("Accounting: \(accounting.string(from: -250)!)")

let iso = NumberFormatter()
iso.locale = Locale(identifier: "en_US")
iso.numberStyle = .currencyISOCode
print("ISO: \(iso.string(from: 19.99)!)")

let plural = NumberFormatter()
plural.locale = Locale(identifier: "en_US")
plural.numberStyle = .currencyPlural
print("Plural: \(plural.string(from: 3)!)")

if let back = us.number(from: "$1,000.25") {
    print("Parsed: \(back.doubleValue)")
}
// expect: US: $1,234.50
// expect: DE: 1.234,50 €
// expect: FR: 1 234,50 €
// expect: US with EUR: €1,234.50
// expect: Negative: -$9.99
// expect: Symbol: $ code: USD
// expect: DE symbol: € code: EUR
// expect: Accounting: ($250.00)
// expect: ISO: USD 19.99
// expect: Plural: 3.00 US dollars
// expect: Parsed: 1000.25
