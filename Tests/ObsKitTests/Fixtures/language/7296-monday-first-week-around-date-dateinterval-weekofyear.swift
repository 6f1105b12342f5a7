// Swift with Majid style (week planner): the Monday-first week around a date from dateInterval(of: .weekOfYear, for:) and the ISO 8601 calendar
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
calendar.firstWeekday = 2
calendar.minimumDaysInFirstWeek = 4

let dayName = DateFormatter()
dayName.locale = Locale(identifier: "en_US_POSIX")
dayName.timeZone = calendar.timeZone
dayName.dateFormat = "EEE d MMM"

let today = calendar.date(from: DateComponents(year: 2025, month: 1, day: 1, hour: 10))!
let tasks: [Int: [String]] = [2: ["Plan sprint"], 4: ["Dentist", "Groceries"], 6: ["Deploy"], 1: ["Rest"]]

let week = calendar.dateInterval(of: .weekOfYear, for: today)!
print("Week \(calendar.component(.weekOfYear, from: today)) of \(calendar.component(.yearForWeekOfYear, from: today))")

var day = week.start
while day < week.end {
    let weekday = calendar.component(.weekday, from: day)
    let marker = calendar.isDate(day, inSameDayAs: today) ? " <- today" : ""
    let list = (tasks[weekday] ?? []).joined(separator: ", ")
    print("\(dayName.string(from: day)): \(list.isEmpty ? "-" : list)\(marker)")
    day = calendar.date(byAdding: .day, value: 1, to: day)!
}

var iso = Calendar(identifier: .iso8601)
iso.timeZone = TimeZone(identifier: "UTC")!
let checks = [(2024, 12, 30), (2025, 1, 1), (2021, 1, 3), (2020, 12, 31), (2026, 1, 1)]
for (y, m, d) in checks {
    let date = iso.date(from: DateComponents(year: y, month: m, day: d))!
    let parts = iso.dateComponents([.yearForWeekOfYear, .weekOfYear, .weekday], from: date)
    print("\(y)-\(m)-\(d): ISO week \(parts.yearForWeekOfYear!)-W\(parts.weekOfYear!) weekday \(parts.weekday!)")
}
print("firstWeekday:", iso.firstWeekday, "minimumDaysInFirstWeek:", iso.minimumDaysInFirstWeek)

// expect: Week 1 of 2025
// expect: Mon 30 Dec: Plan sprint
// expect: Tue 31 Dec: -
// expect: Wed 1 Jan: Dentist, Groceries <- today
// expect: Thu 2 Jan: -
// expect: Fri 3 Jan: Deploy
// expect: Sat 4 Jan: -
// expect: Sun 5 Jan: Rest
// expect: 2024-12-30: ISO week 2025-W1 weekday 2
// expect: 2025-1-1: ISO week 2025-W1 weekday 4
// expect: 2021-1-3: ISO week 2020-W53 weekday 1
// expect: 2020-12-31: ISO week 2020-W53 weekday 5
// expect: 2026-1-1: ISO week 2026-W1 weekday 5
// expect: firstWeekday: 2 minimumDaysInFirstWeek: 4
