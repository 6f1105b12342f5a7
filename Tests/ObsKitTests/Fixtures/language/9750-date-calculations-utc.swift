// Everyday app logic, date math: fixed Calendar(identifier: .gregorian) in UTC, DateComponents arithmetic, dateComponents(_:from:to:), weekday names, DateFormatter with fixed locale
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
calendar.locale = Locale(identifier: "en_US_POSIX")

func makeDate(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0) -> Date {
    calendar.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
}

let formatter = DateFormatter()
formatter.calendar = calendar
formatter.timeZone = calendar.timeZone
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.dateFormat = "yyyy-MM-dd HH:mm EEE"

let start = makeDate(2024, 1, 31, 9, 30)
print("start: \(formatter.string(from: start))")
for months in 1...3 {
    let d = calendar.date(byAdding: .month, value: months, to: start)!
    print("+\(months) month: \(formatter.string(from: d))")
}

let leapDay = makeDate(2024, 2, 29)
let nextYear = calendar.date(byAdding: .year, value: 1, to: leapDay)!
print("leap day + 1 year: \(formatter.string(from: nextYear))")

let projectStart = makeDate(2024, 3, 4)
let deadline = makeDate(2024, 12, 25, 17, 0)
let diff = calendar.dateComponents([.month, .day, .hour], from: projectStart, to: deadline)
print("until deadline: \(diff.month!) months, \(diff.day!) days, \(diff.hour!) hours")
let totalDays = calendar.dateComponents([.day], from: projectStart, to: deadline).day!
print("total days: \(totalDays), weeks: \(totalDays / 7)")

func businessDays(from: Date, to: Date) -> Int {
    var count = 0
    var day = from
    while day < to {
        let wd = calendar.component(.weekday, from: day)
        if wd != 1 && wd != 7 { count += 1 }
        day = calendar.date(byAdding: .day, value: 1, to: day)!
    }
    return count
}
print("business days in March 2024: \(businessDays(from: makeDate(2024, 3, 1), to: makeDate(2024, 4, 1)))")

let weekdayNames = calendar.weekdaySymbols
let birthdays = [("Ada", 1815, 12, 10), ("Grace", 1906, 12, 9), ("Alan", 1912, 6, 23)]
for (name, y, m, d) in birthdays {
    let born = makeDate(y, m, d)
    let wd = weekdayNames[calendar.component(.weekday, from: born) - 1]
    let age = calendar.dateComponents([.year], from: born, to: makeDate(2024, 6, 1)).year!
    print("\(name) was born on a \(wd); would be \(age) on 2024-06-01")
}

let range = calendar.range(of: .day, in: .month, for: makeDate(2023, 2, 10))!
print("days in Feb 2023: \(range.count), Feb 2024: \(calendar.range(of: .day, in: .month, for: leapDay)!.count)")
print("week of year for 2024-12-30: \(calendar.component(.weekOfYear, from: makeDate(2024, 12, 30)))")
print("epoch seconds of start: \(Int(start.timeIntervalSince1970))")
let iso = ISO8601DateFormatter()
iso.timeZone = calendar.timeZone
print("ISO deadline: \(iso.string(from: deadline))")
// expect: start: 2024-01-31 09:30 Wed
// expect: +1 month: 2024-02-29 09:30 Thu
// expect: +2 month: 2024-03-31 09:30 Sun
// expect: +3 month: 2024-04-30 09:30 Tue
// expect: leap day + 1 year: 2025-02-28 00:00 Fri
// expect: until deadline: 9 months, 21 days, 17 hours
// expect: total days: 296, weeks: 42
// expect: business days in March 2024: 21
// expect: Ada was born on a Sunday; would be 208 on 2024-06-01
// expect: Grace was born on a Sunday; would be 117 on 2024-06-01
// expect: Alan was born on a Sunday; would be 111 on 2024-06-01
// expect: days in Feb 2023: 28, Feb 2024: 29
// expect: week of year for 2024-12-30: 1
// expect: epoch seconds of start: 1706693400
// expect: ISO deadline: 2024-12-25T17:00:00Z
