// Tutorial style (dateInterval of): week and month intervals containing a date via dateInterval(of:for:)
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
cal.firstWeekday = 2 // Monday

let f = DateFormatter()
f.locale = Locale(identifier: "en_US_POSIX")
f.timeZone = cal.timeZone
f.dateFormat = "EEE dd MMM yyyy"

let probe = Date(timeIntervalSince1970: 1_715_000_000)
print("Probe: \(f.string(from: probe))")

let units: [(Calendar.Component, String)] = [(.weekOfYear, "week"), (.month, "month"), (.year, "year")]
for (unit, name) in units {
    if let interval = cal.dateInterval(of: unit, for: probe) {
        let lastMoment = interval.end.addingTimeInterval(-1)
        print("\(name): \(f.string(from: interval.start)) - \(f.string(from: lastMoment)), \(Int(interval.duration / 86_400)) days")
    }
}

var start = Date(timeIntervalSince1970: 0)
var length: TimeInterval = 0
if cal.dateInterval(of: .month, start: &start, interval: &length, for: probe) {
    print("Out-param month start: \(f.string(from: start)), length \(length)")
}
// expect: Probe: Mon 06 May 2024
// expect: week: Mon 06 May 2024 - Sun 12 May 2024, 7 days
// expect: month: Wed 01 May 2024 - Fri 31 May 2024, 31 days
// expect: year: Mon 01 Jan 2024 - Tue 31 Dec 2024, 366 days
// expect: Out-param month start: Wed 01 May 2024, length 2678400.0
