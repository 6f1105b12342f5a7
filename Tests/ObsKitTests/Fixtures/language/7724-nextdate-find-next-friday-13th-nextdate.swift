// Tutorial style (nextDate): find the next Friday the 13th with nextDate(after:matching:matchingPolicy:)
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!

let f = DateFormatter()
f.locale = Locale(identifier: "en_US_POSIX")
f.timeZone = cal.timeZone
f.dateFormat = "EEEE yyyy-MM-dd"

var cursor = cal.date(from: DateComponents(year: 2024, month: 1, day: 1))!
var matching = DateComponents()
matching.day = 13
matching.weekday = 6

for _ in 0..<4 {
    guard let next = cal.nextDate(after: cursor, matching: matching, matchingPolicy: .nextTime) else { break }
    print(f.string(from: next))
    cursor = next
}

let noon = DateComponents(hour: 12, minute: 0)
let base = Date(timeIntervalSince1970: 1_700_000_000)
if let nextNoon = cal.nextDate(after: base, matching: noon, matchingPolicy: .strict) {
    f.dateFormat = "yyyy-MM-dd HH:mm"
    print("Next noon: \(f.string(from: nextNoon))")
    print("Wait: \(Int(nextNoon.timeIntervalSince(base))) seconds")
}
// expect: Friday 2024-09-13
// expect: Friday 2024-12-13
// expect: Friday 2025-06-13
// expect: Friday 2026-02-13
// expect: Next noon: 2023-11-15 12:00
// expect: Wait: 49600 seconds
