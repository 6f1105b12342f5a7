// App code style: a countdown widget computing days, hours and minutes between fixed dates
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!

func date(_ y: Int, _ mo: Int, _ d: Int, _ h: Int = 0, _ mi: Int = 0) -> Date {
    cal.date(from: DateComponents(year: y, month: mo, day: d, hour: h, minute: mi))!
}

let now = date(2024, 11, 20, 9, 45)
let events = [
    ("Launch", date(2024, 12, 1, 18, 0)),
    ("New Year", date(2025, 1, 1)),
    ("Standup", date(2024, 11, 20, 10, 0)),
    ("Past sale", date(2024, 11, 1, 12, 30)),
]

for (name, when) in events.sorted(by: { $0.1 < $1.1 }) {
    let c = cal.dateComponents([.day, .hour, .minute], from: now, to: when)
    if when < now {
        print("\(name): ended \(-c.day!)d \(-c.hour!)h \(-c.minute!)m ago")
    } else {
        print("\(name): in \(c.day!)d \(c.hour!)h \(c.minute!)m")
    }
}

let ny = date(2025, 1, 1)
let weeks = cal.dateComponents([.weekOfYear, .day], from: now, to: ny)
print("weeks to new year: \(weeks.weekOfYear!) weeks \(weeks.day!) days")
let total = cal.dateComponents([.second], from: now, to: ny).second!
print("seconds:", total, "check:", Int(ny.timeIntervalSince(now)))
let ymd = cal.dateComponents([.year, .month, .day], from: date(2020, 2, 29), to: now)
print("since leap day 2020: \(ymd.year!)y \(ymd.month!)m \(ymd.day!)d")
let months = cal.dateComponents([.month], from: date(2024, 1, 31), to: date(2024, 2, 29)).month!
print("Jan 31 to Feb 29 months:", months)
let negative = cal.dateComponents([.hour], from: ny, to: now).hour!
print("negative hours:", negative)
let parts = cal.dateComponents(in: TimeZone(identifier: "UTC")!, from: now)
print("parts:", parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!, parts.weekday!)
// expect: Past sale: ended 18d 21h 15m ago
// expect: Standup: in 0d 0h 15m
// expect: Launch: in 11d 8h 15m
// expect: New Year: in 41d 14h 15m
// expect: weeks to new year: 5 weeks 6 days
// expect: seconds: 3593700 check: 3593700
// expect: since leap day 2020: 4y 8m 22d
// expect: Jan 31 to Feb 29 months: 1
// expect: negative hours: -998
// expect: parts: 2024 11 20 9 45 4
