// Tutorial style (percent and significant digits): NumberFormatter percent style, rounding and significant digits
import Foundation

let percent = NumberFormatter()
percent.locale = Locale(identifier: "en_US")
percent.numberStyle = .percent
print(percent.string(from: 0.256)!)
percent.maximumFractionDigits = 1
print(percent.string(from: 0.256)!)
print(percent.string(from: 1.5)!)

let dePercent = NumberFormatter()
dePercent.locale = Locale(identifier: "de_DE")
dePercent.numberStyle = .percent
print("DE: \(dePercent.string(from: 0.75)!)")

let sig = NumberFormatter()
sig.locale = Locale(identifier: "en_US")
sig.usesSignificantDigits = true
sig.maximumSignificantDigits = 3
for v in [3.14159, 123456.0, 0.000123456, 99.95] {
    print("3 sig: \(sig.string(from: NSNumber(value: v))!)")
}

let rounding = NumberFormatter()
rounding.locale = Locale(identifier: "en_US")
rounding.maximumFractionDigits = 0
for mode in [NumberFormatter.RoundingMode.halfEven, .halfUp, .down, .ceiling] {
    rounding.roundingMode = mode
    let results = [0.5, 1.5, 2.5, -1.5].map { rounding.string(from: NSNumber(value: $0))! }
    print("mode \(mode.rawValue): \(results.joined(separator: " "))")
}
// expect: 26%
// expect: 25.6%
// expect: 150%
// expect: DE: 75 %
// expect: 3 sig: 3.14
// expect: 3 sig: 123000
// expect: 3 sig: 0.000123
// expect: 3 sig: 100
// expect: mode 4: 0 2 2 -2
// expect: mode 6: 1 2 3 -2
// expect: mode 2: 0 1 2 -1
// expect: mode 0: 1 2 3 -1
