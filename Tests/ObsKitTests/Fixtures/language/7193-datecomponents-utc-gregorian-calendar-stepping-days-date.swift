// Blog post style (date-range calendar): DateComponents with a UTC gregorian calendar, stepping days with date(byAdding:), weekday names
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(identifier: "UTC")
formatter.dateFormat = "EEE yyyy-MM-dd"

let start = calendar.date(from: DateComponents(year: 2024, month: 2, day: 26))!
let end = calendar.date(from: DateComponents(year: 2024, month: 3, day: 4))!

let span = calendar.dateComponents([.day], from: start, to: end).day!
print("range covers \(span + 1) days")

var day = start
var weekendCount = 0
while day <= end {
    let weekday = calendar.component(.weekday, from: day)
    let isWeekend = weekday == 1 || weekday == 7
    if isWeekend { weekendCount += 1 }
    print(formatter.string(from: day) + (isWeekend ? "  (weekend)" : ""))
    day = calendar.date(byAdding: .day, value: 1, to: day)!
}
print("weekend days: \(weekendCount)")

let leapCheck = calendar.date(from: DateComponents(year: 2024, month: 2, day: 29))
print("2024-02-29 valid:", leapCheck != nil)
let monthRange = calendar.range(of: .day, in: .month, for: start)!
print("days in February 2024:", monthRange.count)

let nextMonth = calendar.date(byAdding: .month, value: 1, to: calendar.date(from: DateComponents(year: 2024, month: 1, day: 31))!)!
formatter.dateFormat = "yyyy-MM-dd"
print("Jan 31 + 1 month =", formatter.string(from: nextMonth))

let parts = calendar.dateComponents([.year, .month, .day, .weekOfYear], from: end)
print("end parts: y=\(parts.year!) m=\(parts.month!) d=\(parts.day!) week=\(parts.weekOfYear!)")

// expect: range covers 8 days
// expect: Mon 2024-02-26
// expect: Tue 2024-02-27
// expect: Wed 2024-02-28
// expect: Thu 2024-02-29
// expect: Fri 2024-03-01
// expect: Sat 2024-03-02  (weekend)
// expect: Sun 2024-03-03  (weekend)
// expect: Mon 2024-03-04
// expect: weekend days: 2
// expect: 2024-02-29 valid: true
// expect: days in February 2024: 29
// expect: Jan 31 + 1 month = 2024-02-29
// expect: end parts: y=2024 m=3 d=4 week=10
