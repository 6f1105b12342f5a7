// DateComponents arithmetic in a UTC Gregorian calendar: month-end clamping, leap years, differences, weekdays, ranges
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
cal.locale = Locale(identifier: "en_US_POSIX")

func date(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0) -> Date {
    cal.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
}
func ymd(_ d: Date) -> String {
    let c = cal.dateComponents([.year, .month, .day, .hour, .minute], from: d)
    let base = "\(c.year!)-\(c.month!)-\(c.day!)"
    return c.hour! == 0 && c.minute! == 0 ? base : base + " \(c.hour!):\(c.minute!)"
}

let jan31 = date(2024, 1, 31)
print(ymd(cal.date(byAdding: .month, value: 1, to: jan31)!))
print(ymd(cal.date(byAdding: .month, value: 1, to: date(2023, 1, 31))!))
print(ymd(cal.date(byAdding: .month, value: 13, to: jan31)!))
print(ymd(cal.date(byAdding: .month, value: -2, to: date(2024, 5, 31))!))
print(ymd(cal.date(byAdding: .year, value: 1, to: date(2024, 2, 29))!))
print(ymd(cal.date(byAdding: .day, value: 1, to: date(2024, 2, 28))!), ymd(cal.date(byAdding: .day, value: 1, to: date(2023, 2, 28))!))
print(ymd(cal.date(byAdding: .hour, value: 25, to: date(2024, 12, 31, 23, 30))!))
print(ymd(cal.date(byAdding: DateComponents(month: 1, day: 1), to: jan31)!))
print(ymd(cal.date(byAdding: .minute, value: -90, to: date(2024, 3, 1))!))

let a = date(2024, 1, 15), b = date(2024, 3, 20, 12)
let diff = cal.dateComponents([.month, .day, .hour], from: a, to: b)
print(diff.month!, diff.day!, diff.hour!)
print(cal.dateComponents([.day], from: a, to: b).day!, cal.dateComponents([.day], from: b, to: a).day!)
print(cal.dateComponents([.year, .month], from: date(2000, 2, 29), to: date(2024, 2, 28)).year!)
print(cal.dateComponents([.weekOfYear], from: date(2024, 1, 1), to: date(2024, 12, 31)).weekOfYear!)

let names = cal.weekdaySymbols
for d in [date(2024, 1, 1), date(2000, 1, 1), date(1970, 1, 1), date(2024, 2, 29)] {
    print(ymd(d), names[cal.component(.weekday, from: d) - 1], cal.ordinality(of: .day, in: .year, for: d)!)
}
print(cal.range(of: .day, in: .month, for: date(2024, 2, 10))!, cal.range(of: .day, in: .month, for: date(2100, 2, 10))!.count)
print(cal.range(of: .day, in: .year, for: date(2024, 6, 1))!.count, cal.range(of: .month, in: .year, for: jan31)!)
print(date(1970, 1, 1).timeIntervalSince1970, date(2024, 1, 1).timeIntervalSince1970)
print(Int(date(2024, 3, 1).timeIntervalSince(date(2024, 2, 1)) / 86400))
print(cal.isDate(date(2024, 5, 5, 23), inSameDayAs: date(2024, 5, 5, 1)), cal.isDateInWeekend(date(2024, 5, 5)))
let start = cal.startOfDay(for: date(2024, 7, 4, 15, 45))
print(ymd(start), ymd(cal.date(bySetting: .day, value: 1, of: date(2024, 7, 4))!))
var comps = DateComponents()
comps.year = 2024; comps.month = 14; comps.day = 35
print(ymd(cal.date(from: comps)!), comps.isValidDate(in: cal))
comps.month = 2; comps.day = 29
print(comps.isValidDate(in: cal))
let next = cal.nextDate(after: date(2024, 1, 1), matching: DateComponents(day: 31), matchingPolicy: .strict)!
print(ymd(next))
let fridays13 = (1...12).filter { cal.component(.weekday, from: date(2026, $0, 13)) == 6 }
print(fridays13)

// expect: 2024-2-29
// expect: 2023-2-28
// expect: 2025-2-28
// expect: 2024-3-31
// expect: 2025-2-28
// expect: 2024-2-29 2023-3-1
// expect: 2025-1-2 0:30
// expect: 2024-3-1
// expect: 2024-2-29 22:30
// expect: 2 5 12
// expect: 65 -65
// expect: 23
// expect: 52
// expect: 2024-1-1 Monday 1
// expect: 2000-1-1 Saturday 1
// expect: 1970-1-1 Thursday 1
// expect: 2024-2-29 Thursday 60
// expect: 1..<30 28
// expect: 366 1..<13
// expect: 0.0 1704067200.0
// expect: 29
// expect: true true
// expect: 2024-7-4 2024-8-1
// expect: 2025-3-7 false
// expect: true
// expect: 2024-1-31
// expect: [2, 3, 11]
