// Foundation in app code: comparing dates with a UTC Calendar (isDate(inSameDayAs:), compare(toGranularity:), days between)
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

let morning = Date(timeIntervalSince1970: 1_700_000_000)     // 2023-11-14 22:13:20 UTC
let lateNight = Date(timeIntervalSince1970: 1_700_002_000)
let nextDay = Date(timeIntervalSince1970: 1_700_010_000)

print("Same day (morning, lateNight): \(calendar.isDate(morning, inSameDayAs: lateNight))")
print("Same day (morning, nextDay): \(calendar.isDate(morning, inSameDayAs: nextDay))")

let byDay = calendar.compare(morning, to: nextDay, toGranularity: .day)
print("Day granularity: \(byDay == .orderedAscending ? "ascending" : "not ascending")")
let byMonth = calendar.compare(morning, to: nextDay, toGranularity: .month)
print("Month granularity same: \(byMonth == .orderedSame)")

let birthday = calendar.date(from: DateComponents(year: 1990, month: 7, day: 4))!
let today = calendar.date(from: DateComponents(year: 2024, month: 7, day: 3))!
let age = calendar.dateComponents([.year], from: birthday, to: today).year!
print("Age: \(age)")

let diff = calendar.dateComponents([.day], from: birthday, to: today).day!
print("Days alive: \(diff)")

let a = calendar.date(from: DateComponents(year: 2024, month: 1, day: 1))!
let b = calendar.date(from: DateComponents(year: 2024, month: 3, day: 15, hour: 12))!
let span = calendar.dateComponents([.month, .day, .hour], from: a, to: b)
print("Span: \(span.month!) months, \(span.day!) days, \(span.hour!) hours")
print("Is weekend 2024-03-16: \(calendar.isDateInWeekend(calendar.date(from: DateComponents(year: 2024, month: 3, day: 16))!))")

// expect: Same day (morning, lateNight): true
// expect: Same day (morning, nextDay): false
// expect: Day granularity: ascending
// expect: Month granularity same: true
// expect: Age: 33
// expect: Days alive: 12418
// expect: Span: 2 months, 14 days, 12 hours
// expect: Is weekend 2024-03-16: true
