// Apple docs style (Calendar dateComponents(_:from:to:)): differences between dates
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
calendar.locale = Locale(identifier: "en_US_POSIX")

func date(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0) -> Date {
    calendar.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
}

let from = date(2020, 2, 29, 8, 15)
let to = date(2024, 6, 10, 17, 45)

let full = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: from, to: to)
print("y=\(full.year!) m=\(full.month!) d=\(full.day!) h=\(full.hour!) min=\(full.minute!)")

let daysOnly = calendar.dateComponents([.day], from: from, to: to)
print("days only:", daysOnly.day!)
let monthsOnly = calendar.dateComponents([.month], from: from, to: to)
print("months only:", monthsOnly.month!)
let weeks = calendar.dateComponents([.weekOfYear, .day], from: from, to: to)
print("weeks and days:", weeks.weekOfYear!, weeks.day!)
let hours = calendar.dateComponents([.hour], from: from, to: to)
print("hours:", hours.hour!)

// Negative differences when going backwards
let back = calendar.dateComponents([.year, .month, .day], from: to, to: from)
print("backwards:", back.year!, back.month!, back.day!)

// Age calculation
func age(born: Date, on day: Date) -> Int {
    calendar.dateComponents([.year], from: born, to: day).year!
}
let born = date(1990, 6, 11)
for check in [date(2024, 6, 10), date(2024, 6, 11), date(2024, 12, 31)] {
    let c = calendar.dateComponents([.year, .month, .day], from: check)
    print("age on \(c.year!)-\(c.month!)-\(c.day!):", age(born: born, on: check))
}

// Countdown until an event
let now = date(2024, 12, 20, 9, 30)
let newYear = date(2025, 1, 1)
let left = calendar.dateComponents([.day, .hour, .minute], from: now, to: newYear)
print("until new year: \(left.day!) days, \(left.hour!) hours, \(left.minute!) minutes")

// DateComponents with nil fields and building a duration
var duration = DateComponents()
duration.day = 10
duration.hour = 5
print("has month:", duration.month != nil, "day:", duration.day ?? 0)
duration.setValue(3, for: .minute)
print("minute via value(for:):", duration.value(for: .minute) ?? -1)
let end = calendar.date(byAdding: duration, to: now)!
let endParts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: end)
print("end: \(endParts.year!)-\(endParts.month!)-\(endParts.day!) \(endParts.hour!):\(endParts.minute!)")

// Comparing at a granularity
print("same month:", calendar.isDate(now, equalTo: date(2024, 12, 1), toGranularity: .month))
print("same year:", calendar.isDate(now, equalTo: newYear, toGranularity: .year))
let order = calendar.compare(now, to: date(2024, 12, 20, 23, 0), toGranularity: .day)
print("same day order:", order == .orderedSame)

// expect: y=4 m=3 d=12 h=9 min=30
// expect: days only: 1563
// expect: months only: 51
// expect: weeks and days: 223 2
// expect: hours: 37521
// expect: backwards: -4 -3 -10
// expect: age on 2024-6-10: 33
// expect: age on 2024-6-11: 34
// expect: age on 2024-12-31: 34
// expect: until new year: 11 days, 14 hours, 30 minutes
// expect: has month: false day: 10
// expect: minute via value(for:): 3
// expect: end: 2024-12-30 14:33
// expect: same month: true
// expect: same year: false
// expect: same day order: true
