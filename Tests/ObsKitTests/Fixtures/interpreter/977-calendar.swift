// Calendar with a fixed time zone: components of an instant, dates from components, adding months, day differences.
// Expected output: swiftc 6.3.1 on this machine.
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
let moment = Date(timeIntervalSince1970: 1_709_251_200)
let parts = calendar.dateComponents([.year, .month, .day, .weekday, .hour], from: moment)
print(parts.year!, parts.month!, parts.day!, parts.weekday!, parts.hour!)
let birthday = calendar.date(from: DateComponents(year: 2024, month: 7, day: 14, hour: 9))!
print(birthday.timeIntervalSince1970)
print(calendar.dateComponents([.day], from: moment, to: birthday).day!)
let endOfJanuary = calendar.date(from: DateComponents(year: 2023, month: 1, day: 31))!
let nextMonth = calendar.date(byAdding: .month, value: 1, to: endOfJanuary)!
print(calendar.component(.month, from: nextMonth), calendar.component(.day, from: nextMonth))
print(calendar.isDateInWeekend(moment), calendar.isDate(moment, inSameDayAs: moment.addingTimeInterval(3600)))
print(calendar.range(of: .day, in: .month, for: moment)!.count, calendar.startOfDay(for: birthday).timeIntervalSince1970)

// expect: 2024 3 1 6 0
// expect: 1720947600.0
// expect: 135
// expect: 2 28
// expect: false true
// expect: 31 1720915200.0
