// Date arithmetic from a fixed reference date with a UTC Calendar and DateComponents (expected output from swiftc 6.3.1 on Linux)
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

let start = calendar.date(from: DateComponents(year: 2024, month: 1, day: 31, hour: 9, minute: 30))!

func show(_ date: Date) -> String {
    let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: date)
    let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    return String(format: "%04d-%02d-%02d %02d:%02d %@", c.year!, c.month!, c.day!, c.hour!, c.minute!, weekdays[c.weekday! - 1])
}

print("start:", show(start))
print("timestamp:", Int(start.timeIntervalSince1970))
let plusMonth = calendar.date(byAdding: .month, value: 1, to: start)!
print("+1 month:", show(plusMonth))
let plusDays = calendar.date(byAdding: .day, value: 45, to: start)!
print("+45 days:", show(plusDays))
let minusHours = calendar.date(byAdding: .hour, value: -10, to: start)!
print("-10 hours:", show(minusHours))

let deadline = calendar.date(from: DateComponents(year: 2024, month: 12, day: 25))!
let diff = calendar.dateComponents([.month, .day, .hour], from: start, to: deadline)
print("until deadline: \(diff.month!) months, \(diff.day!) days, \(diff.hour!) hours")
let days = calendar.dateComponents([.day], from: start, to: deadline).day!
print("whole days: \(days)")

print("2024 leap year days in Feb:", calendar.range(of: .day, in: .month, for: plusMonth)!.count)
print("same day as +24h:", calendar.isDate(start, inSameDayAs: start.addingTimeInterval(86_400)))
print("start of day:", show(calendar.startOfDay(for: start)))

var meetings: [Date] = []
var next = start
for _ in 0..<4 {
    next = calendar.date(byAdding: .weekOfYear, value: 2, to: next)!
    meetings.append(next)
}
print("biweekly:", meetings.map(show))
let weekendCount = meetings.filter { calendar.isDateInWeekend($0) }.count
print("on weekends:", weekendCount)
print("ordered:", start < deadline, plusDays.timeIntervalSince(start) / 3600)
// expect: start: 2024-01-31 09:30 Wed
// expect: timestamp: 1706693400
// expect: +1 month: 2024-02-29 09:30 Thu
// expect: +45 days: 2024-03-16 09:30 Sat
// expect: -10 hours: 2024-01-30 23:30 Tue
// expect: until deadline: 10 months, 24 days, 14 hours
// expect: whole days: 328
// expect: 2024 leap year days in Feb: 29
// expect: same day as +24h: false
// expect: start of day: 2024-01-31 00:00 Wed
// expect: biweekly: ["2024-02-14 09:30 Wed", "2024-02-28 09:30 Wed", "2024-03-13 09:30 Wed", "2024-03-27 09:30 Wed"]
// expect: on weekends: 0
// expect: ordered: true 1080.0
