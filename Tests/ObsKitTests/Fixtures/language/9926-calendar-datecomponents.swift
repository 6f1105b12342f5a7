// Apple docs style (Calendar / DateComponents): fixed dates in a UTC Gregorian calendar
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

var components = DateComponents()
components.year = 2024
components.month = 2
components.day = 28
components.hour = 22
components.minute = 30
let date = calendar.date(from: components)!
print("timeIntervalSince1970:", date.timeIntervalSince1970)

let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: date)
print("parts:", parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!, "weekday:", parts.weekday!)

let nextDay = calendar.date(byAdding: .day, value: 1, to: date)!
let nd = calendar.dateComponents([.month, .day], from: nextDay)
print("leap day:", nd.month!, nd.day!)
let plus2Days = calendar.date(byAdding: .day, value: 2, to: date)!
print("two days later:", calendar.component(.month, from: plus2Days), calendar.component(.day, from: plus2Days))

let oneMonth = calendar.date(byAdding: .month, value: 1, to: calendar.date(from: DateComponents(year: 2023, month: 1, day: 31))!)!
print("Jan 31 + 1 month:", calendar.component(.month, from: oneMonth), calendar.component(.day, from: oneMonth))

let epoch = Date(timeIntervalSince1970: 0)
let e = calendar.dateComponents([.year, .month, .day, .weekday], from: epoch)
print("epoch:", e.year!, e.month!, e.day!, "weekday:", e.weekday!, ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][e.weekday! - 1])

let billion = Date(timeIntervalSince1970: 1_000_000_000)
let b = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: billion)
print("1e9 seconds:", b.year!, b.month!, b.day!, b.hour!, b.minute!, b.second!)

let start = calendar.date(from: DateComponents(year: 2024, month: 1, day: 1))!
let end = calendar.date(from: DateComponents(year: 2024, month: 12, day: 25))!
let diff = calendar.dateComponents([.day], from: start, to: end)
print("days from Jan 1 to Dec 25:", diff.day!)
let diffMonths = calendar.dateComponents([.month, .day], from: start, to: end)
print("months and days:", diffMonths.month!, diffMonths.day!)

print("ordinality day in year:", calendar.ordinality(of: .day, in: .year, for: end)!)
print("days in Feb 2024:", calendar.range(of: .day, in: .month, for: date)!.count)
print("days in Feb 2023:", calendar.range(of: .day, in: .month, for: calendar.date(from: DateComponents(year: 2023, month: 2))!)!.count)
print("dateComponents from epoch weekday matches:", calendar.component(.weekday, from: epoch) == e.weekday)
print("same day:", calendar.isDate(date, inSameDayAs: calendar.date(byAdding: .hour, value: 1, to: date)!))
print("startOfDay:", calendar.startOfDay(for: date).timeIntervalSince1970)

var invalid = DateComponents()
invalid.month = 13
invalid.day = 1
invalid.year = 2024
print("isValidDate month 13:", invalid.isValidDate(in: calendar))
let normalized = calendar.date(from: invalid)!
print("month 13 normalizes to:", calendar.component(.year, from: normalized), calendar.component(.month, from: normalized))
print("compare:", start < end, calendar.compare(start, to: end, toGranularity: .year) == .orderedSame)
var firstMondays: [Int] = []
for m in 1...4 {
    let d = calendar.nextDate(after: calendar.date(from: DateComponents(year: 2024, month: m, day: 1))! - 1, matching: DateComponents(weekday: 2), matchingPolicy: .nextTime)!
    firstMondays.append(calendar.component(.day, from: d))
}
print("first Mondays of Jan-Apr 2024:", firstMondays)
// expect: timeIntervalSince1970: 1709159400.0
// expect: parts: 2024 2 28 22 30 weekday: 4
// expect: leap day: 2 29
// expect: two days later: 3 1
// expect: Jan 31 + 1 month: 2 28
// expect: epoch: 1970 1 1 weekday: 5 Thu
// expect: 1e9 seconds: 2001 9 9 1 46 40
// expect: days from Jan 1 to Dec 25: 359
// expect: months and days: 11 24
// expect: ordinality day in year: 360
// expect: days in Feb 2024: 29
// expect: days in Feb 2023: 28
// expect: dateComponents from epoch weekday matches: true
// expect: same day: true
// expect: startOfDay: 1709078400.0
// expect: isValidDate month 13: false
// expect: month 13 normalizes to: 2025 1
// expect: compare: true true
// expect: first Mondays of Jan-Apr 2024: [1, 5, 4, 1]
