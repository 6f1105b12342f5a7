// Tutorial style (DateFormatter fixed): formatting fixed dates with a fixed locale and UTC time zone
import Foundation

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(secondsFromGMT: 0)
formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"

let d = Date(timeIntervalSince1970: 1_000_000_000)
print(formatter.string(from: d))

formatter.dateFormat = "EEEE, MMM d, yyyy"
print(formatter.string(from: d))

formatter.dateFormat = "yyyy-MM-dd"
if let parsed = formatter.date(from: "2020-02-29") {
    print(parsed.timeIntervalSince1970)
    let next = parsed.addingTimeInterval(86_400)
    print(formatter.string(from: next))
}
print(formatter.date(from: "2020-13-45") == nil)

let iso = ISO8601DateFormatter()
iso.timeZone = TimeZone(secondsFromGMT: 0)
print(iso.string(from: d))
if let back = iso.date(from: "2001-09-09T01:46:40Z") {
    print(back == d)
}
let week: [Date] = (0..<3).map { d.addingTimeInterval(Double($0) * 86_400) }
formatter.dateFormat = "EEE dd"
print(week.map { formatter.string(from: $0) })
// expect: 2001-09-09 01:46:40
// expect: Sunday, Sep 9, 2001
// expect: 1582934400.0
// expect: 2020-03-01
// expect: true
// expect: 2001-09-09T01:46:40Z
// expect: true
// expect: ["Sun 09", "Mon 10", "Tue 11"]
