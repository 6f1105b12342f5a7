// Blog post style (meeting planner): weekly and monthly recurrences with a UTC calendar, skipping holidays, ISO output
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
cal.firstWeekday = 2

let iso = ISO8601DateFormatter()
iso.timeZone = TimeZone(identifier: "UTC")

let label = DateFormatter()
label.locale = Locale(identifier: "en_US_POSIX")
label.timeZone = TimeZone(identifier: "UTC")
label.dateFormat = "EEE d MMM HH:mm"

let firstMeeting = cal.date(from: DateComponents(year: 2024, month: 12, day: 17, hour: 15, minute: 30))!
let holidays: Set<String> = ["2024-12-24", "2024-12-31"]
let dayKey = DateFormatter()
dayKey.locale = Locale(identifier: "en_US_POSIX")
dayKey.timeZone = TimeZone(identifier: "UTC")
dayKey.dateFormat = "yyyy-MM-dd"

print("weekly stand-ups:")
for week in 0..<5 {
    let d = cal.date(byAdding: .weekOfYear, value: week, to: firstMeeting)!
    if holidays.contains(dayKey.string(from: d)) {
        let moved = cal.date(byAdding: .day, value: 1, to: d)!
        print("  \(label.string(from: d)) holiday -> \(label.string(from: moved))")
    } else {
        print("  \(label.string(from: d))")
    }
}

print("first Monday of each month:")
for month in 1...4 {
    var comps = DateComponents(year: 2025, month: month, hour: 9)
    comps.weekday = 2
    comps.weekdayOrdinal = 1
    if let d = cal.date(from: comps) { print("  " + iso.string(from: d)) }
}

let end = firstMeeting.addingTimeInterval(45 * 60)
print("meeting ends", label.string(from: end), "duration min:", Int(end.timeIntervalSince(firstMeeting) / 60))
let week = cal.component(.weekOfYear, from: firstMeeting)
let quarter = (cal.component(.month, from: firstMeeting) - 1) / 3 + 1
print("week \(week), Q\(quarter)")
let start = cal.startOfDay(for: firstMeeting)
print("start of day:", iso.string(from: start), start < firstMeeting)
let interval = DateInterval(start: start, duration: 86_400)
print("contains meeting:", interval.contains(firstMeeting), "contains +1d:", interval.contains(firstMeeting.addingTimeInterval(86_400)))

// expect: weekly stand-ups:
// expect:   Tue 17 Dec 15:30
// expect:   Tue 24 Dec 15:30 holiday -> Wed 25 Dec 15:30
// expect:   Tue 31 Dec 15:30 holiday -> Wed 1 Jan 15:30
// expect:   Tue 7 Jan 15:30
// expect:   Tue 14 Jan 15:30
// expect: first Monday of each month:
// expect:   2025-01-06T09:00:00Z
// expect:   2025-02-03T09:00:00Z
// expect:   2025-03-03T09:00:00Z
// expect:   2025-04-07T09:00:00Z
// expect: meeting ends Tue 17 Dec 16:15 duration min: 45
// expect: week 51, Q4
// expect: start of day: 2024-12-17T00:00:00Z true
// expect: contains meeting: true contains +1d: false
