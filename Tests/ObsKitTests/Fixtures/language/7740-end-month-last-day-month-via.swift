// Tutorial style (end of month): last day of month via adding one month and subtracting one day
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!

let df = DateFormatter()
df.locale = Locale(identifier: "en_US_POSIX")
df.timeZone = cal.timeZone
df.dateFormat = "EEE yyyy-MM-dd"

func endOfMonth(containing date: Date) -> Date {
    let first = cal.date(from: cal.dateComponents([.year, .month], from: date))!
    var add = DateComponents()
    add.month = 1
    add.day = -1
    return cal.date(byAdding: add, to: first)!
}

let probes = [
    Date(timeIntervalSince1970: 1_706_000_000),
    Date(timeIntervalSince1970: 1_708_000_000),
    Date(timeIntervalSince1970: 1_719_000_000),
    Date(timeIntervalSince1970: 1_735_000_000),
]

for p in probes {
    print("\(df.string(from: p)) -> \(df.string(from: endOfMonth(containing: p)))")
}

var combo = DateComponents()
combo.year = 1
combo.month = 2
combo.day = 3
combo.hour = 4
let moved = cal.date(byAdding: combo, to: probes[0])!
df.dateFormat = "yyyy-MM-dd HH:mm"
print("Combo add: \(df.string(from: moved))")
// expect: Tue 2024-01-23 -> Wed 2024-01-31
// expect: Thu 2024-02-15 -> Thu 2024-02-29
// expect: Fri 2024-06-21 -> Sun 2024-06-30
// expect: Tue 2024-12-24 -> Tue 2024-12-31
// expect: Combo add: 2025-03-26 12:53
