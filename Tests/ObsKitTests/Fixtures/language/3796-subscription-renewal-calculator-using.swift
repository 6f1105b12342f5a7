// App code style: a subscription renewal calculator using date(byAdding:) and month-end clamping
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!

let fmt = DateFormatter()
fmt.locale = Locale(identifier: "en_US_POSIX")
fmt.timeZone = TimeZone(identifier: "UTC")!
fmt.dateFormat = "yyyy-MM-dd"

let start = fmt.date(from: "2024-01-31")!
var renewals: [String] = []
for i in 1...5 {
    let next = cal.date(byAdding: .month, value: i, to: start)!
    renewals.append(fmt.string(from: next))
}
print("monthly renewals:", renewals.joined(separator: ", "))

let leap = fmt.date(from: "2024-02-29")!
let yearly = cal.date(byAdding: .year, value: 1, to: leap)!
print("leap day plus a year:", fmt.string(from: yearly))
let fourYears = cal.date(byAdding: .year, value: 4, to: leap)!
print("leap day plus four years:", fmt.string(from: fourYears))

let trialEnd = cal.date(byAdding: .day, value: 14, to: fmt.date(from: "2024-12-25")!)!
print("trial ends:", fmt.string(from: trialEnd))

let back = cal.date(byAdding: .weekOfYear, value: -2, to: fmt.date(from: "2024-03-05")!)!
print("two weeks earlier:", fmt.string(from: back))

var combo = DateComponents()
combo.month = 1
combo.day = 10
combo.hour = 36
let shifted = cal.date(byAdding: combo, to: start)!
fmt.dateFormat = "yyyy-MM-dd HH:mm"
print("combined shift:", fmt.string(from: shifted))

let diff = cal.dateComponents([.month, .day], from: start, to: fmt.date(from: "2024-05-03 00:00")!)
print("from Jan 31 to May 3: \(diff.month!) months \(diff.day!) days")
let days = cal.dateComponents([.day], from: start, to: fmt.date(from: "2025-01-31 00:00")!).day!
print("days in the subscription year:", days)
// expect: monthly renewals: 2024-02-29, 2024-03-31, 2024-04-30, 2024-05-31, 2024-06-30
// expect: leap day plus a year: 2025-02-28
// expect: leap day plus four years: 2028-02-29
// expect: trial ends: 2025-01-08
// expect: two weeks earlier: 2024-02-20
// expect: combined shift: 2024-03-11 12:00
// expect: from Jan 31 to May 3: 3 months 3 days
// expect: days in the subscription year: 366
