// Tutorial style (FormatStyle precision): .formatted(.number.precision(...)) on doubles
import Foundation

let en = Locale(identifier: "en_US")
let pi = 3.14159265

print(pi.formatted(.number.locale(en)))
print(pi.formatted(.number.precision(.fractionLength(2)).locale(en)))
print(pi.formatted(.number.precision(.fractionLength(0)).locale(en)))
print(pi.formatted(.number.precision(.significantDigits(3)).locale(en)))
print(2.0.formatted(.number.precision(.fractionLength(1...3)).locale(en)))
print(2.71828.formatted(.number.precision(.fractionLength(1...3)).locale(en)))
print(7.formatted(.number.precision(.integerLength(3)).locale(en)))

let measurements = [0.5, 12.345, 1234.5678, 98765.4321]
for m in measurements {
    let text = m.formatted(.number.precision(.fractionLength(2)).locale(en))
    print("value: \(text)")
}

let style = FloatingPointFormatStyle<Double>(locale: en).precision(.fractionLength(3))
print(style.format(1.0 / 3.0))
print((2.0 / 3.0).formatted(style))

print(1234.5.formatted(.number.precision(.fractionLength(2)).locale(Locale(identifier: "de_DE"))))
print(9.995.formatted(.number.rounded(rule: .up, increment: 0.01).locale(en)))
print(17.formatted(.number.rounded(rule: .toNearestOrEven, increment: 5).locale(en)))
// expect: 3.141593
// expect: 3.14
// expect: 3
// expect: 3.14
// expect: 2.0
// expect: 2.718
// expect: 007
// expect: value: 0.50
// expect: value: 12.34
// expect: value: 1,234.57
// expect: value: 98,765.43
// expect: 0.333
// expect: 0.667
// expect: 1.234,50
// expect: 10.00
// expect: 15
