// App code style: NumberFormatter with a fixed en_US locale for prices, percentages and plain numbers
import Foundation

let decimal = NumberFormatter()
decimal.locale = Locale(identifier: "en_US")
decimal.numberStyle = .decimal
for n in [1234567.891, 0.5, -42.0, 1000.0] {
    print("decimal:", decimal.string(from: NSNumber(value: n))!)
}

let currency = NumberFormatter()
currency.locale = Locale(identifier: "en_US")
currency.numberStyle = .currency
for n in [19.99, 1250.0, 0.015, -3.5] {
    print("currency:", currency.string(from: NSNumber(value: n))!)
}

let percent = NumberFormatter()
percent.locale = Locale(identifier: "en_US")
percent.numberStyle = .percent
percent.maximumFractionDigits = 1
for n in [0.25, 0.1234, 1.5] {
    print("percent:", percent.string(from: NSNumber(value: n))!)
}

let fixed = NumberFormatter()
fixed.locale = Locale(identifier: "en_US")
fixed.numberStyle = .decimal
fixed.usesGroupingSeparator = false
fixed.maximumFractionDigits = 2
print("fixed:", fixed.string(from: 3.14159)!, fixed.string(from: 2)!, fixed.string(from: 1234.5)!)

let padded = NumberFormatter()
padded.minimumIntegerDigits = 3
print("padded:", padded.string(from: 7)!, padded.string(from: 1234)!)

let parser = NumberFormatter()
parser.locale = Locale(identifier: "en_US")
parser.numberStyle = .decimal
for s in ["1,234.5", "42", "abc"] {
    if let n = parser.number(from: s) {
        print("parsed \(s) -> \(n.doubleValue)")
    } else {
        print("parsed \(s) -> nil")
    }
}
// expect: decimal: 1,234,567.891
// expect: decimal: 0.5
// expect: decimal: -42
// expect: decimal: 1,000
// expect: currency: $19.99
// expect: currency: $1,250.00
// expect: currency: $0.02
// expect: currency: -$3.50
// expect: percent: 25%
// expect: percent: 12.3%
// expect: percent: 150%
// expect: fixed: 3.14 2 1234.5
// expect: padded: 007 1234
// expect: parsed 1,234.5 -> 1234.5
// expect: parsed 42 -> 42.0
// expect: parsed abc -> nil
