// Apple docs style (NumberFormatter): decimal style numbers for a stats screen
import Foundation

let formatter = NumberFormatter()
formatter.locale = Locale(identifier: "en_US")
formatter.numberStyle = .decimal

print(formatter.string(from: 1234567) ?? "-")
print(formatter.string(from: 1234567.891) ?? "-")
print(formatter.string(from: NSNumber(value: -9876.5)) ?? "-")
print(formatter.string(from: 0.5) ?? "-")

formatter.minimumFractionDigits = 2
formatter.maximumFractionDigits = 2
print(formatter.string(from: 42) ?? "-")
print(formatter.string(from: 3.14159) ?? "-")
print(formatter.string(from: 1999.999) ?? "-")

formatter.usesGroupingSeparator = false
print(formatter.string(from: 1234567.5) ?? "-")
formatter.usesGroupingSeparator = true

// parsing user input back into numbers
formatter.minimumFractionDigits = 0
formatter.maximumFractionDigits = 3
for input in ["1,250", "3.75", "12,345.678", "abc"] {
    if let number = formatter.number(from: input) {
        print("\(input) -> \(number.doubleValue)")
    } else {
        print("\(input) -> not a number")
    }
}

// leaderboard with aligned scores
let scores = [("ana", 15230), ("ben", 982), ("cy", 1004500)]
formatter.maximumFractionDigits = 0
for (name, score) in scores.sorted(by: { $0.1 > $1.1 }) {
    let text = formatter.string(from: NSNumber(value: score))!
    print(name.padding(toLength: 5, withPad: ".", startingAt: 0) + String(repeating: " ", count: 10 - text.count) + text)
}

// expect: 1,234,567
// expect: 1,234,567.891
// expect: -9,876.5
// expect: 0.5
// expect: 42.00
// expect: 3.142
// expect: 1,999.999
// expect: 1234567.50
// expect: 1,250 -> 1250.0
// expect: 3.75 -> 3.75
// expect: 12,345.678 -> 12345.678
// expect: abc -> not a number
// expect: cy... 1,004,500
// expect: ana..    15,230
// expect: ben..       982
