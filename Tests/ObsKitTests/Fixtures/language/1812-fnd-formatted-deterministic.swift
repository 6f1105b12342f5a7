// Foundation `formatted()` where the result does not depend on the machine: numbers with an explicit en_US locale, percent and precision, and lists.
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

let us = Locale(identifier: "en_US")
print(1234567.formatted(.number.locale(us)))
print(0.4567.formatted(.percent.locale(us)))
print(3.14159.formatted(.number.precision(.fractionLength(2)).locale(us)))
print(42.formatted(.number.precision(.integerLength(4)).locale(us)))
print(1_500_000.formatted(.number.notation(.compactName).locale(us)))
print(["apples", "pears", "figs"].formatted(.list(type: .and).locale(us)))
print(["tea", "coffee"].formatted(.list(type: .or).locale(us)))
print(9.99.formatted(.currency(code: "EUR").locale(us)))
print(Decimal(string: "12.5")!.formatted(.number.locale(us)))

// expect: 1,234,567
// expect: 45.67%
// expect: 3.14
// expect: 0,042
// expect: 1.5M
// expect: apples, pears, and figs
// expect: tea or coffee
// expect: €9.99
// expect: 12.5
