// App code style: ISO week numbers around New Year for a timesheet app
import Foundation

var greg = Calendar(identifier: .gregorian)
greg.timeZone = TimeZone(identifier: "UTC")!
var isoCal = Calendar(identifier: .iso8601)
isoCal.timeZone = TimeZone(identifier: "UTC")!

let iso = ISO8601DateFormatter()
iso.timeZone = TimeZone(identifier: "UTC")!
iso.formatOptions = [.withFullDate]
let weekFmt = ISO8601DateFormatter()
weekFmt.timeZone = TimeZone(identifier: "UTC")!
weekFmt.formatOptions = [.withYear, .withWeekOfYear, .withDashSeparatorInDate]

let days = ["2020-12-31", "2021-01-01", "2021-01-03", "2021-01-04", "2024-12-29", "2024-12-30", "2026-01-01"]
for s in days {
    let d = iso.date(from: s)!
    let g = greg.dateComponents([.weekOfYear, .yearForWeekOfYear, .weekday], from: d)
    let i = isoCal.dateComponents([.weekOfYear, .yearForWeekOfYear, .weekday], from: d)
    print("\(s): gregorian \(g.yearForWeekOfYear!)-W\(g.weekOfYear!) wd\(g.weekday!) | iso \(i.yearForWeekOfYear!)-W\(i.weekOfYear!) | \(weekFmt.string(from: d))")
}

print("gregorian firstWeekday:", greg.firstWeekday, "minDays:", greg.minimumDaysInFirstWeek)
print("iso firstWeekday:", isoCal.firstWeekday, "minDays:", isoCal.minimumDaysInFirstWeek)

var comps = DateComponents()
comps.weekOfYear = 1
comps.yearForWeekOfYear = 2025
comps.weekday = 2
let mondayW1 = isoCal.date(from: comps)!
print("2025-W01 Monday:", iso.string(from: mondayW1))
let weeksIn2020 = isoCal.range(of: .weekOfYear, in: .yearForWeekOfYear, for: iso.date(from: "2020-06-01")!)
print("iso weeks in 2020:", weeksIn2020.map { $0.count } ?? -1)

let hours: [String: Double] = ["2024-12-30": 8, "2024-12-31": 6.5, "2025-01-02": 7.25, "2024-12-27": 4]
var perWeek: [String: Double] = [:]
for (s, h) in hours {
    let d = iso.date(from: s)!
    let c = isoCal.dateComponents([.weekOfYear, .yearForWeekOfYear], from: d)
    perWeek["\(c.yearForWeekOfYear!)-W\(String(format: "%02d", c.weekOfYear!))", default: 0] += h
}
for k in perWeek.keys.sorted() { print("\(k): \(perWeek[k]!) h") }
// expect: 2020-12-31: gregorian 2021-W1 wd5 | iso 2020-W53 | 2020-W53
// expect: 2021-01-01: gregorian 2021-W1 wd6 | iso 2020-W53 | 2020-W53
// expect: 2021-01-03: gregorian 2021-W2 wd1 | iso 2020-W53 | 2020-W53
// expect: 2021-01-04: gregorian 2021-W2 wd2 | iso 2021-W1 | 2021-W01
// expect: 2024-12-29: gregorian 2025-W1 wd1 | iso 2024-W52 | 2024-W52
// expect: 2024-12-30: gregorian 2025-W1 wd2 | iso 2025-W1 | 2025-W01
// expect: 2026-01-01: gregorian 2026-W1 wd5 | iso 2026-W1 | 2026-W01
// expect: gregorian firstWeekday: 1 minDays: 1
// expect: iso firstWeekday: 2 minDays: 4
// expect: 2025-W01 Monday: 2024-12-30
// expect: iso weeks in 2020: 53
// expect: 2024-W52: 4.0 h
// expect: 2025-W01: 21.75 h
