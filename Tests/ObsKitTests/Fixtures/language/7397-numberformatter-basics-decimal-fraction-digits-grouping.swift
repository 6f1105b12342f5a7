// Tutorial style (NumberFormatter basics): decimal style, fraction digits and grouping
import Foundation

let formatter = NumberFormatter()
formatter.locale = Locale(identifier: "en_US")
formatter.numberStyle = .decimal

let values: [Double] = [0, 3.14159, 1234.5, 1_000_000, -42.125]
for v in values {
    print(formatter.string(from: NSNumber(value: v))!)
}

formatter.minimumFractionDigits = 2
formatter.maximumFractionDigits = 2
print("Two digits:")
for v in values {
    print("  " + formatter.string(from: NSNumber(value: v))!)
}

formatter.usesGroupingSeparator = false
print("No grouping: \(formatter.string(from: 1234567.891)!)")

formatter.usesGroupingSeparator = true
formatter.groupingSeparator = "_"
print("Custom separator: \(formatter.string(from: 1234567.891)!)")

let plain = NumberFormatter()
plain.locale = Locale(identifier: "en_US")
plain.minimumIntegerDigits = 4
print("Padded: \(plain.string(from: 42)!)")
print("Style raw value: \(formatter.numberStyle.rawValue)")
// expect: 0
// expect: 3.142
// expect: 1,234.5
// expect: 1,000,000
// expect: -42.125
// expect: Two digits:
// expect:   0.00
// expect:   3.142
// expect:   1,234.50
// expect:   1,000,000.00
// expect:   -42.125
// expect: No grouping: 1234567.891
// expect: Custom separator: 1_234_567.891
// expect: Padded: 0042
// expect: Style raw value: 1
