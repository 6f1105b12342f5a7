// Apple docs style (Calendar): adding months and measuring spans for subscriptions
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

func day(_ y: Int, _ m: Int, _ d: Int) -> Date {
    calendar.date(from: DateComponents(year: y, month: m, day: d))!
}

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(identifier: "UTC")!
formatter.dateFormat = "yyyy-MM-dd"

let signup = day(2024, 1, 31)
var renewals: [String] = []
for month in 1...4 {
    let next = calendar.date(byAdding: .month, value: month, to: signup)!
    renewals.append(formatter.string(from: next))
}
print("renewals: \(renewals.joined(separator: ", "))")

let trialEnd = calendar.date(byAdding: .day, value: 14, to: signup)!
print("trial ends: \(formatter.string(from: trialEnd))")

let nextYear = calendar.date(byAdding: .year, value: 1, to: day(2024, 2, 29))!
print("leap anniversary: \(formatter.string(from: nextYear))")

var bump = DateComponents()
bump.month = 1
bump.day = 10
bump.hour = 12
let combo = calendar.date(byAdding: bump, to: signup)!
print("combo: \(combo)")

let start = day(2023, 11, 15)
let end = day(2025, 3, 2)
let span = calendar.dateComponents([.year, .month, .day], from: start, to: end)
print("member for \(span.year!)y \(span.month!)m \(span.day!)d")
let days = calendar.dateComponents([.day], from: start, to: end).day!
print("total days: \(days)")
let weeks = calendar.dateComponents([.weekOfYear], from: start, to: end).weekOfYear!
print("total weeks: \(weeks)")
let backwards = calendar.dateComponents([.day], from: end, to: start).day!
print("backwards: \(backwards)")

// expect: renewals: 2024-02-29, 2024-03-31, 2024-04-30, 2024-05-31
// expect: trial ends: 2024-02-14
// expect: leap anniversary: 2025-02-28
// expect: combo: 2024-03-10 12:00:00 +0000
// expect: member for 1y 3m 15d
// expect: total days: 473
// expect: total weeks: 67
// expect: backwards: -473
