// Tutorial style (week of year): weekOfYear, yearForWeekOfYear and weekOfMonth around New Year with ISO 8601 calendar
import Foundation

var iso = Calendar(identifier: .iso8601)
iso.timeZone = TimeZone(identifier: "UTC")!
var greg = Calendar(identifier: .gregorian)
greg.timeZone = TimeZone(identifier: "UTC")!
greg.firstWeekday = 1
greg.minimumDaysInFirstWeek = 1

let days = [(2020, 12, 31), (2021, 1, 1), (2021, 1, 4), (2024, 12, 30), (2026, 6, 15)]
for (y, m, d) in days {
    let date = greg.date(from: DateComponents(year: y, month: m, day: d))!
    let isoWeek = iso.component(.weekOfYear, from: date)
    let isoYear = iso.component(.yearForWeekOfYear, from: date)
    let gregWeek = greg.component(.weekOfYear, from: date)
    let wom = greg.component(.weekOfMonth, from: date)
    print("\(y)-\(m)-\(d): ISO week \(isoWeek) of \(isoYear), gregorian week \(gregWeek), week of month \(wom)")
}
print("ISO first weekday: \(iso.firstWeekday), min days: \(iso.minimumDaysInFirstWeek)")
// expect: 2020-12-31: ISO week 53 of 2020, gregorian week 1, week of month 5
// expect: 2021-1-1: ISO week 53 of 2020, gregorian week 1, week of month 1
// expect: 2021-1-4: ISO week 1 of 2021, gregorian week 2, week of month 2
// expect: 2024-12-30: ISO week 1 of 2025, gregorian week 1, week of month 5
// expect: 2026-6-15: ISO week 25 of 2026, gregorian week 25, week of month 3
// expect: ISO first weekday: 2, min days: 4
