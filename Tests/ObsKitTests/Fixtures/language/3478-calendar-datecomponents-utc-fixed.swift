// App code style: Calendar and DateComponents in UTC on fixed dates
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

var comps = DateComponents()
comps.year = 2024
comps.month = 2
comps.day = 28
comps.hour = 22
comps.minute = 30
let date = calendar.date(from: comps)!
print("epoch:", date.timeIntervalSince1970)

let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: date)
print("y=\(parts.year!) m=\(parts.month!) d=\(parts.day!) h=\(parts.hour!) min=\(parts.minute!) wd=\(parts.weekday!)")

let nextDay = calendar.date(byAdding: .day, value: 1, to: date)!
print("next day:", calendar.component(.day, from: nextDay), "month", calendar.component(.month, from: nextDay))
let plusTwoHours = calendar.date(byAdding: .hour, value: 2, to: date)!
print("plus 2h:", calendar.component(.month, from: plusTwoHours), "/", calendar.component(.day, from: plusTwoHours))

let start = calendar.startOfDay(for: date)
print("start of day:", start.timeIntervalSince1970)

let range = calendar.range(of: .day, in: .month, for: date)!
print("days in Feb 2024:", range.count)

let other = calendar.date(from: DateComponents(year: 2024, month: 12, day: 25))!
let diff = calendar.dateComponents([.day], from: start, to: other)
print("days until Christmas:", diff.day!)
let monthsDiff = calendar.dateComponents([.month, .day], from: start, to: other)
print("months \(monthsDiff.month!) days \(monthsDiff.day!)")

print("same day:", calendar.isDate(date, inSameDayAs: start))
print("is weekend:", calendar.isDateInWeekend(date))
let endOfMonth = calendar.date(byAdding: DateComponents(month: 1, day: -1), to: calendar.date(from: DateComponents(year: 2023, month: 1, day: 31))!)!
print("Jan 31 + 1 month - 1 day:", calendar.component(.month, from: endOfMonth), calendar.component(.day, from: endOfMonth))
// expect: epoch: 1709159400.0
// expect: y=2024 m=2 d=28 h=22 min=30 wd=4
// expect: next day: 29 month 2
// expect: plus 2h: 2 / 29
// expect: start of day: 1709078400.0
// expect: days in Feb 2024: 29
// expect: days until Christmas: 301
// expect: months 9 days 27
// expect: same day: true
// expect: is weekend: false
// expect: Jan 31 + 1 month - 1 day: 2 27
