// Tutorial style (month symbols): list month names and quarter of each month with a fixed locale
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.locale = Locale(identifier: "en_US_POSIX")
cal.timeZone = TimeZone(identifier: "UTC")!

let months = cal.monthSymbols
let short = cal.shortMonthSymbols
print("Months: \(months.count)")
for (i, name) in months.enumerated() where i % 3 == 0 {
    print("\(i + 1): \(name) (\(short[i]))")
}

let samples: [TimeInterval] = [0, 8_000_000, 16_000_000, 28_000_000]
for t in samples {
    let d = Date(timeIntervalSince1970: t)
    let comps = cal.dateComponents([.month, .day], from: d)
    let m = comps.month!
    let quarter = (m - 1) / 3 + 1
    print("\(months[m - 1]) \(comps.day!): Q\(quarter)")
}
print(cal.quarterSymbols)
// expect: Months: 12
// expect: 1: January (Jan)
// expect: 4: April (Apr)
// expect: 7: July (Jul)
// expect: 10: October (Oct)
// expect: January 1: Q1
// expect: April 3: Q2
// expect: July 5: Q3
// expect: November 21: Q4
// expect: ["1st quarter", "2nd quarter", "3rd quarter", "4th quarter"]
