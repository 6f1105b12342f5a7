// Tutorial style (ordinality): day of year and week of month with ordinality(of:in:for:)
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!

let fmt = DateFormatter()
fmt.locale = Locale(identifier: "en_US_POSIX")
fmt.timeZone = cal.timeZone
fmt.dateFormat = "yyyy-MM-dd"

let dates = ["2024-01-01", "2024-02-29", "2024-12-31", "2023-12-31", "2024-07-19"]
for s in dates {
    let d = fmt.date(from: s)!
    let dayOfYear = cal.ordinality(of: .day, in: .year, for: d)!
    let weekInMonth = cal.ordinality(of: .weekOfMonth, in: .month, for: d)!
    let dayInWeek = cal.ordinality(of: .weekday, in: .weekOfYear, for: d)!
    print("\(s): day \(dayOfYear) of year, week \(weekInMonth) of month, weekday ordinal \(dayInWeek)")
}

let yearStart = fmt.date(from: "2024-01-01")!
let daysInYear = cal.range(of: .day, in: .year, for: yearStart)!
print("Days in 2024: \(daysInYear.count)")
let hours = cal.range(of: .hour, in: .day, for: yearStart)!
print("Hours range: \(hours.lowerBound)..<\(hours.upperBound)")
// expect: 2024-01-01: day 1 of year, week 1 of month, weekday ordinal 2
// expect: 2024-02-29: day 60 of year, week 5 of month, weekday ordinal 5
// expect: 2024-12-31: day 366 of year, week 5 of month, weekday ordinal 3
// expect: 2023-12-31: day 365 of year, week 6 of month, weekday ordinal 1
// expect: 2024-07-19: day 201 of year, week 3 of month, weekday ordinal 6
// expect: Days in 2024: 366
// expect: Hours range: 0..<24
