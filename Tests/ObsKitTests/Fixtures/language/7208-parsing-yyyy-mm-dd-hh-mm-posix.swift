// Small CLI style (timesheet): parsing "yyyy-MM-dd HH:mm" with a POSIX DateFormatter in UTC and summing worked hours per day
import Foundation

let parser = DateFormatter()
parser.locale = Locale(identifier: "en_US_POSIX")
parser.timeZone = TimeZone(secondsFromGMT: 0)
parser.dateFormat = "yyyy-MM-dd HH:mm"

let shifts = [
    ("2024-06-03 08:30", "2024-06-03 12:00"),
    ("2024-06-03 13:00", "2024-06-03 17:45"),
    ("2024-06-04 22:00", "2024-06-05 06:15"),
    ("2024-06-05 09:00", "bad"),
    ("2024-06-06 07:50", "2024-06-06 16:10"),
]

let dayFormat = DateFormatter()
dayFormat.locale = Locale(identifier: "en_US_POSIX")
dayFormat.timeZone = TimeZone(secondsFromGMT: 0)
dayFormat.dateFormat = "EEEE dd MMM"

var minutesByDay: [String: Int] = [:]
var dayOrder: [String: Date] = [:]
for (startText, endText) in shifts {
    guard let s = parser.date(from: startText), let e = parser.date(from: endText), e > s else {
        print("skipped \(startText) - \(endText)")
        continue
    }
    let minutes = Int(e.timeIntervalSince(s) / 60)
    let key = dayFormat.string(from: s)
    minutesByDay[key, default: 0] += minutes
    dayOrder[key] = min(dayOrder[key] ?? s, s)
}

var weekTotal = 0
for key in minutesByDay.keys.sorted(by: { dayOrder[$0]! < dayOrder[$1]! }) {
    let m = minutesByDay[key]!
    weekTotal += m
    print(key.padding(toLength: 18, withPad: " ", startingAt: 0) + String(format: "%2d:%02d  %5.2fh", m / 60, m % 60, Double(m) / 60))
}
print(String(format: "week: %d:%02d", weekTotal / 60, weekTotal % 60))
let overtime = max(0, weekTotal - 24 * 60)
print("overtime minutes:", overtime)

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(secondsFromGMT: 0)!
let first = parser.date(from: "2024-06-03 08:30")!
let comps = cal.dateComponents([.hour, .minute], from: first)
print("first shift begins \(comps.hour!)h\(comps.minute!)m, weekday \(cal.component(.weekday, from: first))")
print(parser.string(from: first.addingTimeInterval(-3600 * 9)))

// expect: skipped 2024-06-05 09:00 - bad
// expect: Monday 03 Jun      8:15   8.25h
// expect: Tuesday 04 Jun     8:15   8.25h
// expect: Thursday 06 Jun    8:20   8.33h
// expect: week: 24:50
// expect: overtime minutes: 50
// expect: first shift begins 8h30m, weekday 2
// expect: 2024-06-02 23:30
