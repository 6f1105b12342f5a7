// Tutorial style (time interval arithmetic): break a TimeInterval into days, hours, minutes, seconds
import Foundation

func describe(_ interval: TimeInterval) -> String {
    var remaining = Int(interval)
    let days = remaining / 86_400
    remaining %= 86_400
    let hours = remaining / 3_600
    remaining %= 3_600
    let minutes = remaining / 60
    let seconds = remaining % 60
    return "\(days)d \(hours)h \(minutes)m \(seconds)s"
}

let start = Date(timeIntervalSinceReferenceDate: 0)
let end = Date(timeIntervalSinceReferenceDate: 1_000_000)
print("Reference date in 1970 terms: \(start.timeIntervalSince1970)")
print("Difference: \(end.timeIntervalSince(start))")
print(describe(end.timeIntervalSince(start)))

let intervals: [TimeInterval] = [59, 3_600, 90_061, 604_800.5]
for i in intervals {
    print("\(i) -> \(describe(i))")
}

let later = start + 3_600 * 24
print("One day later: \(later.timeIntervalSinceReferenceDate)")
let earlier = end - 1_000_000
print("Back to start: \(earlier == start)")
var moving = start
moving += 120
print("Moved: \(moving.timeIntervalSince(start))")
// expect: Reference date in 1970 terms: 978307200.0
// expect: Difference: 1000000.0
// expect: 11d 13h 46m 40s
// expect: 59.0 -> 0d 0h 0m 59s
// expect: 3600.0 -> 0d 1h 0m 0s
// expect: 90061.0 -> 1d 1h 1m 1s
// expect: 604800.5 -> 7d 0h 0m 0s
// expect: One day later: 86400.0
// expect: Back to start: true
// expect: Moved: 120.0
