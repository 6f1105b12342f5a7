// Apple docs style (Calendar startOfDay / component): grouping timestamps by day
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
calendar.locale = Locale(identifier: "en_US_POSIX")

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(identifier: "UTC")
formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"

let noonish = Date(timeIntervalSince1970: 1_704_067_200 + 45_296) // 2024-01-01 12:34:56
let start = calendar.startOfDay(for: noonish)
print("moment:", formatter.string(from: noonish))
print("start of day:", formatter.string(from: start))
print("seconds into day:", Int(noonish.timeIntervalSince(start)))

// component(_:from:)
let units: [(String, Calendar.Component)] = [
    ("era", .era), ("year", .year), ("month", .month), ("day", .day),
    ("hour", .hour), ("minute", .minute), ("second", .second),
    ("weekday", .weekday), ("weekdayOrdinal", .weekdayOrdinal),
]
for (name, unit) in units {
    print("\(name): \(calendar.component(unit, from: noonish))")
}

// Group a log of events by calendar day
let events: [(String, TimeInterval)] = [
    ("login", 1_704_153_600 + 3_600),
    ("upload", 1_704_153_600 + 50_000),
    ("logout", 1_704_153_600 + 86_399),
    ("login", 1_704_153_600 + 86_400),
    ("error", 1_704_153_600 + 2 * 86_400 + 10),
    ("login", 1_704_153_600 + 2 * 86_400 + 7_200),
]
var byDay: [Date: [String]] = [:]
for (name, t) in events {
    let day = calendar.startOfDay(for: Date(timeIntervalSince1970: t))
    byDay[day, default: []].append(name)
}
let dayFormatter = DateFormatter()
dayFormatter.locale = Locale(identifier: "en_US_POSIX")
dayFormatter.timeZone = TimeZone(identifier: "UTC")
dayFormatter.dateFormat = "EEE MMM d"
for day in byDay.keys.sorted() {
    print("\(dayFormatter.string(from: day)): \(byDay[day]!.joined(separator: ", "))")
}

// isDateInToday-style checks with a fixed reference day
let reference = calendar.startOfDay(for: Date(timeIntervalSince1970: 1_704_240_000))
func label(_ date: Date) -> String {
    let diff = calendar.dateComponents([.day], from: reference, to: calendar.startOfDay(for: date)).day!
    switch diff {
    case 0: return "today"
    case -1: return "yesterday"
    case 1: return "tomorrow"
    default: return diff < 0 ? "\(-diff) days ago" : "in \(diff) days"
    }
}
for (name, t) in events {
    print("\(name) was \(label(Date(timeIntervalSince1970: t)))")
}

// expect: moment: 2024-01-01 12:34:56
// expect: start of day: 2024-01-01 00:00:00
// expect: seconds into day: 45296
// expect: era: 1
// expect: year: 2024
// expect: month: 1
// expect: day: 1
// expect: hour: 12
// expect: minute: 34
// expect: second: 56
// expect: weekday: 2
// expect: weekdayOrdinal: 1
// expect: Tue Jan 2: login, upload, logout
// expect: Wed Jan 3: login
// expect: Thu Jan 4: error, login
// expect: login was yesterday
// expect: upload was yesterday
// expect: logout was yesterday
// expect: login was today
// expect: error was tomorrow
// expect: login was tomorrow
