// Foundation in app code: NumberFormatter .percent style with en_US locale for progress and ratios
import Foundation

let formatter = NumberFormatter()
formatter.locale = Locale(identifier: "en_US")
formatter.numberStyle = .percent

let values: [Double] = [0.25, 0.5, 1.0, 0.075, 1.5]
for v in values {
    print("\(v) -> \(formatter.string(from: NSNumber(value: v))!)")
}

formatter.minimumFractionDigits = 1
formatter.maximumFractionDigits = 1
print(formatter.string(from: NSNumber(value: 0.1234))!)

let completed = 7
let total = 9
let progress = Double(completed) / Double(total)
print("Progress: \(formatter.string(from: NSNumber(value: progress))!)")

if let parsed = formatter.number(from: "42.0%") {
    print("Parsed: \(parsed.doubleValue)")
}

// expect: 0.25 -> 25%
// expect: 0.5 -> 50%
// expect: 1.0 -> 100%
// expect: 0.075 -> 8%
// expect: 1.5 -> 150%
// expect: 12.3%
// expect: Progress: 77.8%
// expect: Parsed: 0.42
