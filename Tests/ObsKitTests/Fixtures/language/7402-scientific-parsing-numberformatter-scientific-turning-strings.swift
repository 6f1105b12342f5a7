// Tutorial style (scientific and parsing): NumberFormatter scientific style and turning strings back into numbers
import Foundation

let sci = NumberFormatter()
sci.locale = Locale(identifier: "en_US")
sci.numberStyle = .scientific
print(sci.string(from: 123456)!)
print(sci.string(from: 0.00042)!)
sci.maximumFractionDigits = 2
print(sci.string(from: 6.02214076e23)!)

let parser = NumberFormatter()
parser.locale = Locale(identifier: "en_US")
parser.numberStyle = .decimal

let inputs = ["1,234.5", "42", "abc", "-0.75", "3,000,000"]
for s in inputs {
    if let n = parser.number(from: s) {
        print("'\(s)' -> \(n.doubleValue)")
    } else {
        print("'\(s)' -> not a number")
    }
}

let german = NumberFormatter()
german.locale = Locale(identifier: "de_DE")
german.numberStyle = .decimal
if let n = german.number(from: "1.234,5") {
    print("German parse: \(n.doubleValue)")
}
print("German decimal separator: \(german.decimalSeparator!)")
print("German grouping separator: \(german.groupingSeparator!)")
print("US decimal separator: \(parser.decimalSeparator!)")

let total = inputs.compactMap { parser.number(from: $0)?.doubleValue }.reduce(0, +)
print("Sum of valid inputs: \(parser.string(from: NSNumber(value: total))!)")
// expect: 1.23456E5
// expect: 4.2E-4
// expect: 6.02E23
// expect: '1,234.5' -> 1234.5
// expect: '42' -> 42.0
// expect: 'abc' -> not a number
// expect: '-0.75' -> -0.75
// expect: '3,000,000' -> 3000000.0
// expect: German parse: 1234.5
// expect: German decimal separator: ,
// expect: German grouping separator: .
// expect: US decimal separator: .
// expect: Sum of valid inputs: 3,001,275.75
