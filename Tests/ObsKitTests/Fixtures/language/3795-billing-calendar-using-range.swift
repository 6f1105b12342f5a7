// App code style: a billing calendar using range(of:in:for:), component and ordinality in UTC
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!

func day(_ y: Int, _ m: Int, _ d: Int) -> Date {
    cal.date(from: DateComponents(year: y, month: m, day: d))!
}

let months = [(2023, 2), (2024, 2), (2024, 4), (2024, 12), (1900, 2), (2000, 2)]
for (y, m) in months {
    let d = day(y, m, 1)
    let range = cal.range(of: .day, in: .month, for: d)!
    print("\(y)-\(m): \(range.count) days (\(range.lowerBound)..<\(range.upperBound))")
}

let billing = day(2024, 3, 15)
print("weekday:", cal.component(.weekday, from: billing))
print("day of year:", cal.ordinality(of: .day, in: .year, for: billing)!)
print("week of month:", cal.component(.weekOfMonth, from: billing))
print("quarter-ish month:", (cal.component(.month, from: billing) - 1) / 3 + 1)
let hoursInDay = cal.range(of: .hour, in: .day, for: billing)!
print("hours in day:", hoursInDay.count)
let monthsInYear = cal.range(of: .month, in: .year, for: billing)!
print("months:", Array(monthsInYear))

let comps = cal.dateComponents([.year, .month, .day, .weekday], from: billing)
print("components:", comps.year!, comps.month!, comps.day!, comps.weekday!)

var weekendCount = 0
let marchDays = cal.range(of: .day, in: .month, for: billing)!
for d in marchDays {
    let wd = cal.component(.weekday, from: day(2024, 3, d))
    if wd == 1 || wd == 7 { weekendCount += 1 }
}
print("weekend days in March 2024:", weekendCount)
print("is weekend 2024-03-16:", cal.isDateInWeekend(day(2024, 3, 16)))
// expect: 2023-2: 28 days (1..<29)
// expect: 2024-2: 29 days (1..<30)
// expect: 2024-4: 30 days (1..<31)
// expect: 2024-12: 31 days (1..<32)
// expect: 1900-2: 28 days (1..<29)
// expect: 2000-2: 29 days (1..<30)
// expect: weekday: 6
// expect: day of year: 75
// expect: week of month: 3
// expect: quarter-ish month: 1
// expect: hours in day: 24
// expect: months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]
// expect: components: 2024 3 15 6
// expect: weekend days in March 2024: 10
// expect: is weekend 2024-03-16: true
