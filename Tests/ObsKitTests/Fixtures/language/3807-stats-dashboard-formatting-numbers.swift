// App code style: a stats dashboard formatting numbers with POSIX NumberFormatter settings
import Foundation

func formatter(_ style: NumberFormatter.Style, min: Int? = nil, max: Int? = nil) -> NumberFormatter {
    let f = NumberFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.numberStyle = style
    if let min = min { f.minimumFractionDigits = min }
    if let max = max { f.maximumFractionDigits = max }
    return f
}

let decimal = formatter(.decimal)
let values: [Double] = [0, 7, 1234.5, 1_000_000, -42.125, 0.000123]
for v in values {
    print("decimal \(v): \(decimal.string(from: NSNumber(value: v)) ?? "nil")")
}

let twoPlaces = formatter(.decimal, min: 2, max: 2)
print("two places:", values.map { twoPlaces.string(from: NSNumber(value: $0))! }.joined(separator: " | "))

let grouped = formatter(.decimal, min: 0, max: 1)
grouped.usesGroupingSeparator = true
grouped.groupingSeparator = ","
grouped.groupingSize = 3
print("grouped:", grouped.string(from: 9876543.21)!)

let percent = formatter(.percent)
let rates: [Double] = [0.5, 0.123, 1.0, 0.0049, 2.5]
print("percent:", rates.map { percent.string(from: NSNumber(value: $0))! }.joined(separator: " "))
let precisePercent = formatter(.percent, min: 1, max: 1)
print("percent 1dp:", rates.map { precisePercent.string(from: NSNumber(value: $0))! }.joined(separator: " "))

let rounding = formatter(.decimal, min: 0, max: 0)
rounding.roundingMode = .halfEven
print("half even:", [0.5, 1.5, 2.5, 3.5].map { rounding.string(from: NSNumber(value: $0))! })
rounding.roundingMode = .up
print("up:", [0.1, 1.1, -1.1].map { rounding.string(from: NSNumber(value: $0))! })

let parsed = ["1,234.5", "12.75", "abc", "-3"].map { decimal.number(from: $0)?.doubleValue }
print("parsed:", parsed.map { $0.map { String($0) } ?? "nil" })
let padded = formatter(.none)
padded.minimumIntegerDigits = 4
print("padded ids:", [7, 42, 12345].map { padded.string(from: NSNumber(value: $0))! })
// expect: decimal 0.0: 0
// expect: decimal 7.0: 7
// expect: decimal 1234.5: 1,234.5
// expect: decimal 1000000.0: 1,000,000
// expect: decimal -42.125: -42.125
// expect: decimal 0.000123: 0
// expect: two places: 0.00 | 7.00 | 1,234.50 | 1,000,000.00 | -42.125 | 0.000123
// expect: grouped: 9,876,543.2
// expect: percent: 50% 12% 100% 0% 250%
// expect: percent 1dp: 50.0% 12.3% 100.0% 0.5% 250.0%
// expect: half even: ["0", "2", "2", "4"]
// expect: up: ["1", "2", "-2"]
// expect: parsed: ["1234.5", "12.75", "nil", "-3.0"]
// expect: padded ids: ["0007", "0042", "12345"]
