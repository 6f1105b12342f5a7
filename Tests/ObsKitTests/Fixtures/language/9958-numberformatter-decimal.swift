// Apple docs style (NumberFormatter): decimal style with a fixed en_US_POSIX locale
// Note: on Linux, setting minimumFractionDigits stops maximumFractionDigits from being honored, so min and max are used on separate formatters here.
import Foundation

func decimalFormatter() -> NumberFormatter {
    let f = NumberFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.numberStyle = .decimal
    return f
}

let plain = decimalFormatter()
let samples: [Double] = [0, 7, 1.5, 1234.5678, -98765.4321, 1_000_000_000]
for v in samples {
    print("decimal \(v) -> \(plain.string(from: NSNumber(value: v))!)")
}

// At most one fraction digit (rounding is half-even by default)
let oneDigit = decimalFormatter()
oneDigit.maximumFractionDigits = 1
print("max 1:", [1.25, 1.35, 2.449, 99.96].map { oneDigit.string(from: NSNumber(value: $0))! })

// At least two fraction digits, for prices
let price = decimalFormatter()
price.minimumFractionDigits = 2
print("min 2:", [3.0, 2.5, 19.99, 1250.0].map { price.string(from: NSNumber(value: $0))! })

// Whole numbers only, with explicit rounding modes
let whole = decimalFormatter()
whole.maximumFractionDigits = 0
print("halfEven 2.5, 3.5:", whole.string(from: 2.5)!, whole.string(from: 3.5)!)
whole.roundingMode = .halfUp
print("halfUp 2.5, 3.5:", whole.string(from: 2.5)!, whole.string(from: 3.5)!)
whole.roundingMode = .down
print("down 2.9, -2.9:", whole.string(from: 2.9)!, whole.string(from: -2.9)!)

// Grouping on and off, padding the integer part
let noGrouping = decimalFormatter()
noGrouping.usesGroupingSeparator = false
print("no grouping:", noGrouping.string(from: 1_234_567)!)
let threeDigits = decimalFormatter()
threeDigits.minimumIntegerDigits = 3
print("min integer digits:", threeDigits.string(from: 7)!, threeDigits.string(from: 42)!, threeDigits.string(from: 1234)!)

// Custom separators
let european = decimalFormatter()
european.groupingSeparator = "."
european.decimalSeparator = ","
print("custom separators:", european.string(from: 1_234_567.25)!)

// Sign prefix
let signed = decimalFormatter()
signed.positivePrefix = "+"
print("signed:", signed.string(from: 42)!, signed.string(from: -42)!)

// Percent style
let percent = NumberFormatter()
percent.locale = Locale(identifier: "en_US_POSIX")
percent.numberStyle = .percent
print("percent:", percent.string(from: 0.256)!, percent.string(from: 1.5)!, percent.string(from: 0)!)

// Parsing numbers from clean strings
for text in ["1,234.5", "-0.5", "1000000", "abc"] {
    if let n = plain.number(from: text) {
        print("parsed '\(text)' -> \(n.doubleValue)")
    } else {
        print("parsed '\(text)' -> nil")
    }
}

// Formatting a small report
let totals: [(String, Double)] = [("North", 15234.5), ("South", 987.25), ("East", 1_204_000)]
for (region, amount) in totals {
    print(region.padding(toLength: 6, withPad: " ", startingAt: 0), price.string(from: NSNumber(value: amount))!)
}

// expect: decimal 0.0 -> 0
// expect: decimal 7.0 -> 7
// expect: decimal 1.5 -> 1.5
// expect: decimal 1234.5678 -> 1,234.568
// expect: decimal -98765.4321 -> -98,765.432
// expect: decimal 1000000000.0 -> 1,000,000,000
// expect: max 1: ["1.2", "1.4", "2.4", "100"]
// expect: min 2: ["3.00", "2.50", "19.99", "1,250.00"]
// expect: halfEven 2.5, 3.5: 2 4
// expect: halfUp 2.5, 3.5: 3 4
// expect: down 2.9, -2.9: 2 -2
// expect: no grouping: 1234567
// expect: min integer digits: 007 042 1,234
// expect: custom separators: 1.234.567,25
// expect: signed: +42 -42
// expect: percent: 26% 150% 0%
// expect: parsed '1,234.5' -> 1234.5
// expect: parsed '-0.5' -> -0.5
// expect: parsed '1000000' -> 1000000.0
// expect: parsed 'abc' -> nil
// expect: North  15,234.50
// expect: South  987.25
// expect: East   1,204,000.00
