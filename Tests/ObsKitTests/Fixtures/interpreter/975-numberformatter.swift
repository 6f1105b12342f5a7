// NumberFormatter with explicit locales: decimal grouping, fraction digits, percent, currency, spell-out, ordinal and parsing.
// Expected output: swiftc 6.3.1 on this machine.
import Foundation

let us = Locale(identifier: "en_US")
let decimal = NumberFormatter()
decimal.locale = us
decimal.numberStyle = .decimal
decimal.maximumFractionDigits = 2
print(decimal.string(from: 9876543.219)!, decimal.string(from: NSNumber(value: 0.5))!)
let percent = NumberFormatter()
percent.locale = us
percent.numberStyle = .percent
percent.minimumFractionDigits = 1
print(percent.string(from: 0.4567)!)
let euros = NumberFormatter()
euros.locale = Locale(identifier: "de_DE")
euros.numberStyle = .currency
euros.currencyCode = "EUR"
print(euros.string(from: 1234.5)!)
let words = NumberFormatter()
words.locale = us
words.numberStyle = .spellOut
print(words.string(from: 1024)!)
let ordinal = NumberFormatter()
ordinal.locale = us
ordinal.numberStyle = .ordinal
print([1, 2, 3, 11, 22].map { ordinal.string(from: NSNumber(value: $0))! })
print(decimal.number(from: "1,234.5")?.doubleValue ?? -1, decimal.number(from: "abc") == nil)

// expect: 9,876,543.22 0.5
// expect: 45.7%
// expect: 1.234,50 €
// expect: one thousand twenty-four
// expect: ["1st", "2nd", "3rd", "11th", "22nd"]
// expect: 1234.5 true
