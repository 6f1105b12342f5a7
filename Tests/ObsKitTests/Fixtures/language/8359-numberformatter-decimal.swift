// Foundation in app code: NumberFormatter .decimal style with en_US locale, fraction digits and parsing
import Foundation

let formatter = NumberFormatter()
formatter.locale = Locale(identifier: "en_US")
formatter.numberStyle = .decimal

print(formatter.string(from: 1234567)!)
print(formatter.string(from: NSNumber(value: 1234.5678))!)

let twoDigits = NumberFormatter()
twoDigits.locale = Locale(identifier: "en_US")
twoDigits.numberStyle = .decimal
twoDigits.maximumFractionDigits = 2
print(twoDigits.string(from: NSNumber(value: 1234.5678))!)
print(twoDigits.string(from: NSNumber(value: 0.5))!)
print(twoDigits.string(from: NSNumber(value: -9876543.21))!)

if let number = twoDigits.number(from: "12,345.67") {
    print("Parsed: \(number.doubleValue)")
}
print(formatter.number(from: "abc") == nil ? "abc is not a number" : "?")

let plain = NumberFormatter()
plain.locale = Locale(identifier: "en_US")
plain.numberStyle = .decimal
plain.usesGroupingSeparator = false
print(plain.string(from: 1234567)!)

// expect: 1,234,567
// expect: 1,234.568
// expect: 1,234.57
// expect: 0.5
// expect: -9,876,543.21
// expect: Parsed: 12345.67
// expect: abc is not a number
// expect: 1234567
