// Tutorial style (calendar intervals): Calendar.dateInterval(of:for:) to get weeks, months and years
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
cal.locale = Locale(identifier: "en_US")
cal.firstWeekday = 2

let moment = Date(timeIntervalSince1970: 1_709_294_400) // 2024-03-01 12:00 UTC

let iso = ISO8601DateFormatter()
iso.timeZone = TimeZone(identifier: "UTC")!

for component: Calendar.Component in [.day, .weekOfYear, .month, .year] {
    if let interval = cal.dateInterval(of: component, for: moment) {
        let days = Int(interval.duration / 86400)
        print("\(component): \(iso.string(from: interval.start)) + \(days) days")
    }
}

let feb = cal.dateInterval(of: .month, for: Date(timeIntervalSince1970: 1_707_000_000))!
print("February 2024 has \(Int(feb.duration / 86400)) days")
print("Moment in February: \(feb.contains(moment))")

let range = cal.range(of: .day, in: .month, for: moment)!
print("Days in March: \(range.count)")

let weekday = cal.component(.weekday, from: moment)
print("Weekday number: \(weekday)")
print("Weekday name: \(cal.weekdaySymbols[weekday - 1])")
// expect: day: 2024-03-01T00:00:00Z + 1 days
// expect: weekOfYear: 2024-02-26T00:00:00Z + 7 days
// expect: month: 2024-03-01T00:00:00Z + 31 days
// expect: year: 2024-01-01T00:00:00Z + 366 days
// expect: February 2024 has 29 days
// expect: Moment in February: false
// expect: Days in March: 31
// expect: Weekday number: 6
// expect: Weekday name: Friday
