// formatted() with explicit locales: numbers, precision, percent, currency, compact names and lists.
// Expected output: swiftc 6.3.1 on this machine.
import Foundation

let us = Locale(identifier: "en_US")
let france = Locale(identifier: "fr_FR")
print(98765.formatted(.number.locale(us)), 98765.formatted(.number.locale(france)))
print(3.14159.formatted(.number.precision(.fractionLength(3)).locale(us)))
print(0.875.formatted(.percent.locale(us)), 12.formatted(.percent.locale(us)))
print(1234.5.formatted(.currency(code: "USD").locale(us)), 2_500_000.formatted(.number.notation(.compactName).locale(us)))
print(7.formatted(.number.precision(.integerLength(3)).locale(us)), 1234567.formatted(.number.grouping(.never).locale(us)))
print(["red", "green", "blue"].formatted(.list(type: .and).locale(us)), ["yes", "no"].formatted(.list(type: .or).locale(us)))

// expect: 98,765 98 765
// expect: 3.142
// expect: 87.5% 12%
// expect: $1,234.50 2.5M
// expect: 007 1234567
// expect: red, green, and blue yes or no
