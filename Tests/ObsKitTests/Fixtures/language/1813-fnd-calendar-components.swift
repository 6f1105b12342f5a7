// Foundation Calendar with a fixed UTC time zone: date components of a fixed instant, building a date from components, adding months, and day differences.
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!

let moment = Date(timeIntervalSince1970: 1_700_000_000)
let c = cal.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: moment)
print(c.year!, c.month!, c.day!, c.hour!, c.minute!, c.weekday!)

let newYear = cal.date(from: DateComponents(year: 2024, month: 1, day: 1))!
print(newYear.timeIntervalSince1970)
let days = cal.dateComponents([.day], from: moment, to: newYear).day!
print("days until new year:", days)

let jan31 = cal.date(from: DateComponents(year: 2024, month: 1, day: 31))!
let feb = cal.date(byAdding: .month, value: 1, to: jan31)!
print(cal.component(.day, from: feb), cal.component(.month, from: feb))
print(cal.isDate(moment, inSameDayAs: moment.addingTimeInterval(3600)))
print(cal.isDateInWeekend(newYear))
let start = cal.startOfDay(for: moment)
print(moment.timeIntervalSince(start))
print(cal.range(of: .day, in: .month, for: feb)!.count)

// expect: 2023 11 14 22 13 3
// expect: 1704067200.0
// expect: days until new year: 47
// expect: 29 2
// expect: true
// expect: false
// expect: 80000.0
// expect: 29
