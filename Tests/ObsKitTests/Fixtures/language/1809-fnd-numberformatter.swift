// Foundation NumberFormatter with the en_US_POSIX / en_US locales: decimal grouping, fraction digits, percent, currency with a fixed code, spell-out, and parsing.
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

let decimal = NumberFormatter()
decimal.locale = Locale(identifier: "en_US")
decimal.numberStyle = .decimal
print(decimal.string(from: 1234567.891)!)
decimal.maximumFractionDigits = 1
print(decimal.string(from: 1234567.891)!)
decimal.minimumFractionDigits = 2
decimal.maximumFractionDigits = 2
print(decimal.string(from: NSNumber(value: 42))!)

let percent = NumberFormatter()
percent.locale = Locale(identifier: "en_US")
percent.numberStyle = .percent
print(percent.string(from: 0.256)!)

let money = NumberFormatter()
money.locale = Locale(identifier: "en_US")
money.numberStyle = .currency
money.currencyCode = "USD"
print(money.string(from: 1999.5)!)
print(money.string(from: -3)!)

let plain = NumberFormatter()
plain.locale = Locale(identifier: "en_US_POSIX")
plain.minimumIntegerDigits = 3
print(plain.string(from: 7)!)
print(plain.number(from: "12.5")?.doubleValue ?? -1)
print(plain.number(from: "twelve") == nil)

let words = NumberFormatter()
words.locale = Locale(identifier: "en_US")
words.numberStyle = .spellOut
print(words.string(from: 342)!)

let ordinal = NumberFormatter()
ordinal.locale = Locale(identifier: "en_US")
ordinal.numberStyle = .ordinal
print((1...4).map { ordinal.string(from: NSNumber(value: $0))! })

// expect: 1,234,567.891
// expect: 1,234,567.9
// expect: 42.00
// expect: 26%
// expect: $1,999.50
// expect: -$3.00
// expect: 007
// expect: 12.5
// expect: true
// expect: three hundred forty-two
// expect: ["1st", "2nd", "3rd", "4th"]
