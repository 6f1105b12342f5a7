// Tutorial style (one number, many locales): comparing decimal, currency and percent output across locales
import Foundation

let locales = ["en_US", "de_DE", "fr_FR"].map(Locale.init(identifier:))
let amount = 1234567.891

for locale in locales {
    print("== \(locale.identifier) ==")
    print(amount.formatted(.number.locale(locale)))
    print(amount.formatted(.number.precision(.fractionLength(1)).locale(locale)))
    print(amount.formatted(.currency(code: "EUR").locale(locale)))
    print(0.425.formatted(.percent.locale(locale)))
}

let formatters: [NumberFormatter] = locales.map { locale in
    let f = NumberFormatter()
    f.locale = locale
    f.numberStyle = .decimal
    f.maximumFractionDigits = 2
    return f
}
for f in formatters {
    print("\(f.locale.identifier): \(f.string(from: NSNumber(value: amount))!) [dec '\(f.decimalSeparator!)']")
}

print(locales.map { $0.decimalSeparator ?? "-" }.joined(separator: " "))
print(locales.map { $0.currency?.identifier ?? "-" }.joined(separator: " "))
// expect: == en_US ==
// expect: 1,234,567.891
// expect: 1,234,567.9
// expect: €1,234,567.89
// expect: 42.5%
// expect: == de_DE ==
// expect: 1.234.567,891
// expect: 1.234.567,9
// expect: 1.234.567,89 €
// expect: 42,5 %
// expect: == fr_FR ==
// expect: 1 234 567,891
// expect: 1 234 567,9
// expect: 1 234 567,89 €
// expect: 42,5 %
// expect: en_US: 1,234,567.89 [dec '.']
// expect: de_DE: 1.234.567,89 [dec ',']
// expect: fr_FR: 1 234 567,89 [dec ',']
// expect: . , ,
// expect: USD EUR EUR
