// Date arithmetic with a UTC Gregorian calendar: adding components, differences, weekdays, start of day (expected output from swiftc 6.3.1 on Linux)
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

let formatter = DateFormatter()
formatter.calendar = calendar
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = calendar.timeZone
formatter.dateFormat = "yyyy-MM-dd HH:mm EEE"

func makeDate(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0) -> Date {
    calendar.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
}

let start = makeDate(2024, 1, 31, 9, 30)
print("start:", formatter.string(from: start))

let plusMonth = calendar.date(byAdding: .month, value: 1, to: start)!
print("+1 month:", formatter.string(from: plusMonth))
let plusDays = calendar.date(byAdding: .day, value: 30, to: start)!
print("+30 days:", formatter.string(from: plusDays))
let minusHours = calendar.date(byAdding: .hour, value: -10, to: start)!
print("-10 hours:", formatter.string(from: minusHours))

let deadline = makeDate(2024, 3, 15, 17, 0)
let diff = calendar.dateComponents([.day, .hour, .minute], from: start, to: deadline)
print("until deadline: \(diff.day!)d \(diff.hour!)h \(diff.minute!)m")
print("seconds between:", Int(deadline.timeIntervalSince(start)))

let weekday = calendar.component(.weekday, from: deadline)
print("deadline weekday number:", weekday, calendar.weekdaySymbols[weekday - 1])
print("start of day:", formatter.string(from: calendar.startOfDay(for: deadline)))

let leap = makeDate(2024, 2, 1)
let range = calendar.range(of: .day, in: .month, for: leap)!
print("days in Feb 2024:", range.count, "in Feb 2023:", calendar.range(of: .day, in: .month, for: makeDate(2023, 2, 1))!.count)

var d = makeDate(2024, 12, 28)
var fridays: [String] = []
let end = makeDate(2025, 1, 31)
while d <= end {
    if calendar.component(.weekday, from: d) == 6 {
        fridays.append(String(formatter.string(from: d).prefix(10)))
    }
    d = calendar.date(byAdding: .day, value: 1, to: d)!
}
print("fridays:", fridays.joined(separator: ", "))
print("same day:", calendar.isDate(start, inSameDayAs: makeDate(2024, 1, 31, 23, 59)), start < deadline)

// expect: start: 2024-01-31 09:30 Wed
// expect: +1 month: 2024-02-29 09:30 Thu
// expect: +30 days: 2024-03-01 09:30 Fri
// expect: -10 hours: 2024-01-30 23:30 Tue
// expect: until deadline: 44d 7h 30m
// expect: seconds between: 3828600
// expect: deadline weekday number: 6 Fri
// expect: start of day: 2024-03-15 00:00 Fri
// expect: days in Feb 2024: 29 in Feb 2023: 28
// expect: fridays: 2025-01-03, 2025-01-10, 2025-01-17, 2025-01-24, 2025-01-31
// expect: same day: true true
