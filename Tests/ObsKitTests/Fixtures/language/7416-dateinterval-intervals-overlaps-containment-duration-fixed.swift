// Tutorial style (DateInterval): intervals, overlaps, containment and duration with fixed dates
import Foundation

let utc = TimeZone(identifier: "UTC")!
var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = utc

func day(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0) -> Date {
    calendar.date(from: DateComponents(year: y, month: m, day: d, hour: h))!
}

let vacation = DateInterval(start: day(2024, 7, 1), end: day(2024, 7, 15))
let conference = DateInterval(start: day(2024, 7, 12), duration: 3 * 86400)

print("Vacation: \(vacation)")
print("Vacation days: \(vacation.duration / 86400)")
print("Conference end: \(conference.end)")
print("Overlap: \(vacation.intersects(conference))")
if let shared = vacation.intersection(with: conference) {
    print("Shared: \(shared.start) -> \(shared.end)")
    print("Shared hours: \(shared.duration / 3600)")
}
print("Contains July 4: \(vacation.contains(day(2024, 7, 4, 12)))")
print("Contains Aug 1: \(vacation.contains(day(2024, 8, 1)))")

let later = DateInterval(start: day(2024, 9, 1), duration: 86400)
print("Vacation before later: \(vacation < later)")
print("Compare: \(vacation.compare(conference) == .orderedAscending)")
print("Same interval: \(vacation == DateInterval(start: day(2024, 7, 1), end: day(2024, 7, 15)))")
print("Disjoint intersection nil: \(vacation.intersection(with: later) == nil)")

let fmt = DateFormatter()
fmt.locale = Locale(identifier: "en_US_POSIX")
fmt.timeZone = utc
fmt.dateFormat = "MMM d"
print("\(fmt.string(from: vacation.start)) – \(fmt.string(from: vacation.end))")
// expect: Vacation: 2024-07-01 00:00:00 +0000 to 2024-07-15 00:00:00 +0000
// expect: Vacation days: 14.0
// expect: Conference end: 2024-07-15 00:00:00 +0000
// expect: Overlap: true
// expect: Shared: 2024-07-12 00:00:00 +0000 -> 2024-07-15 00:00:00 +0000
// expect: Shared hours: 72.0
// expect: Contains July 4: true
// expect: Contains Aug 1: false
// expect: Vacation before later: true
// expect: Compare: true
// expect: Same interval: true
// expect: Disjoint intersection nil: true
// expect: Jul 1 – Jul 15
