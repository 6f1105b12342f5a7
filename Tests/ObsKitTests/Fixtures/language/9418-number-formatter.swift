// NumberFormatter with en_US_POSIX/en_US locales: decimals, percent, grouping, rounding modes (expected output from swiftc 6.3.1 on Linux)
import Foundation

let decimal = NumberFormatter()
decimal.locale = Locale(identifier: "en_US")
decimal.numberStyle = .decimal
decimal.maximumFractionDigits = 2
print(decimal.string(from: 1234567.891)!)
print(decimal.string(from: NSNumber(value: -0.5))!)
print(decimal.string(from: 1000)!)

let fixed = NumberFormatter()
fixed.locale = Locale(identifier: "en_US")
fixed.minimumFractionDigits = 2
fixed.maximumFractionDigits = 2
fixed.minimumIntegerDigits = 1
print(fixed.string(from: 3)!, fixed.string(from: 0.125)!, fixed.string(from: 2.675)!)

let percent = NumberFormatter()
percent.locale = Locale(identifier: "en_US")
percent.numberStyle = .percent
percent.maximumFractionDigits = 1
for ratio in [0.25, 0.1234, 1.5, 0.0005] {
    print(percent.string(from: NSNumber(value: ratio))!)
}

let grouped = NumberFormatter()
grouped.locale = Locale(identifier: "en_US")
grouped.numberStyle = .decimal
grouped.groupingSeparator = "_"
grouped.usesGroupingSeparator = true
print(grouped.string(from: 9876543210)!)

let rounding = NumberFormatter()
rounding.locale = Locale(identifier: "en_US")
rounding.maximumFractionDigits = 0
for mode in [NumberFormatter.RoundingMode.halfEven, .halfUp, .down, .ceiling] {
    rounding.roundingMode = mode
    let values = [0.5, 1.5, 2.5, -1.5].map { rounding.string(from: NSNumber(value: $0))! }
    print(values.joined(separator: " "))
}

let parser = NumberFormatter()
parser.locale = Locale(identifier: "en_US")
parser.numberStyle = .decimal
print(parser.number(from: "12,345.5")?.doubleValue ?? -1)
print(parser.number(from: "abc") == nil)

let spelled = NumberFormatter()
spelled.locale = Locale(identifier: "en_US")
spelled.numberStyle = .spellOut
print(spelled.string(from: 42)!, "|", spelled.string(from: 1905)!)

let ordinal = NumberFormatter()
ordinal.locale = Locale(identifier: "en_US")
ordinal.numberStyle = .ordinal
print((1...4).map { ordinal.string(from: NSNumber(value: $0))! }.joined(separator: ", "))
print(42.5.formatted(.number.precision(.fractionLength(3)).locale(Locale(identifier: "en_US"))))
// expect: 1,234,567.89
// expect: -0.5
// expect: 1,000
// expect: 3.00 0.12 2.68
// expect: 25%
// expect: 12.3%
// expect: 150%
// expect: 0%
// expect: 9_876_543_210
// expect: 0 2 2 -2
// expect: 1 2 3 -2
// expect: 0 1 2 -1
// expect: 1 2 3 -1
// expect: 12345.5
// expect: true
// expect: forty-two | one thousand nine hundred five
// expect: 1st, 2nd, 3rd, 4th
// expect: 42.500
