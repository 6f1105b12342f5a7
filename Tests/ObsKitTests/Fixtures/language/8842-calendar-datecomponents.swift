// Apple docs style (DateComponents): building dates in UTC and reading parts back
import Foundation

let utc = TimeZone(identifier: "UTC")!
var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = utc
calendar.locale = Locale(identifier: "en_US_POSIX")

var components = DateComponents()
components.year = 2024
components.month = 2
components.day = 29
components.hour = 18
components.minute = 45
let leapDay = calendar.date(from: components)!
print("leap day: \(leapDay)")
print("unix: \(Int(leapDay.timeIntervalSince1970))")

print("year \(calendar.component(.year, from: leapDay))")
print("month \(calendar.component(.month, from: leapDay))")
print("weekday \(calendar.component(.weekday, from: leapDay))")
print("hour \(calendar.component(.hour, from: leapDay))")

let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: leapDay)
print("parts: \(parts.year!)-\(parts.month!)-\(parts.day!) weekday \(parts.weekday!)")

let weekdayNames = calendar.shortWeekdaySymbols
print("weekday name: \(weekdayNames[parts.weekday! - 1])")

// Out-of-range components roll over
let rolled = calendar.date(from: DateComponents(year: 2023, month: 12, day: 32))!
print("rolled: \(rolled)")

// Birthdays that fall on a weekend in 2025
let birthdays = [("Ana", 3, 8), ("Ben", 7, 14), ("Cy", 11, 23), ("Dee", 12, 25)]
for (name, month, day) in birthdays {
    let date = calendar.date(from: DateComponents(year: 2025, month: month, day: day))!
    let weekday = calendar.component(.weekday, from: date)
    let weekend = weekday == 1 || weekday == 7
    print("\(name): \(weekdayNames[weekday - 1])\(weekend ? " (weekend)" : "")")
}
print("isDateInWeekend: \(calendar.isDateInWeekend(leapDay))")

// expect: leap day: 2024-02-29 18:45:00 +0000
// expect: unix: 1709232300
// expect: year 2024
// expect: month 2
// expect: weekday 5
// expect: hour 18
// expect: parts: 2024-2-29 weekday 5
// expect: weekday name: Thu
// expect: rolled: 2024-01-01 00:00:00 +0000
// expect: Ana: Sat (weekend)
// expect: Ben: Mon
// expect: Cy: Sun (weekend)
// expect: Dee: Thu
// expect: isDateInWeekend: false
