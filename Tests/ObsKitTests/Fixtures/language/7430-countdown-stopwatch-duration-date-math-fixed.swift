// Tutorial style (countdown and stopwatch): Duration and Date math with fixed dates, no real clock
import Foundation

let utc = TimeZone(identifier: "UTC")!
var cal = Calendar(identifier: .gregorian)
cal.timeZone = utc

let start = cal.date(from: DateComponents(year: 2024, month: 12, day: 24, hour: 18, minute: 30))!
let newYear = cal.date(from: DateComponents(year: 2025, month: 1, day: 1))!

let seconds = newYear.timeIntervalSince(start)
let remaining = Duration.seconds(Int64(seconds))
print("Seconds left: \(Int(seconds))")
print(remaining.formatted(.units(allowed: [.days, .hours, .minutes], width: .wide).locale(Locale(identifier: "en_US"))))
print(remaining.formatted(.time(pattern: .hourMinuteSecond)))

let diff = cal.dateComponents([.day, .hour, .minute], from: start, to: newYear)
print("Components: \(diff.day!) d \(diff.hour!) h \(diff.minute!) m")

let laps: [TimeInterval] = [62.4, 59.85, 61.1]
var elapsed = Duration.zero
for (i, lap) in laps.enumerated() {
    let d = Duration.milliseconds(Int64((lap * 1000).rounded()))
    elapsed += d
    print("Lap \(i + 1): \(d.formatted(.time(pattern: .minuteSecond(padMinuteToLength: 2, fractionalSecondsLength: 2))))")
}
print("Elapsed: \(elapsed.formatted(.time(pattern: .minuteSecond(padMinuteToLength: 2, fractionalSecondsLength: 2))))")

let interval = DateInterval(start: start, end: newYear)
print("Interval hours: \(interval.duration / 3600)")
let mid = start.addingTimeInterval(interval.duration / 2)
print(mid.formatted(Date.ISO8601FormatStyle(timeZone: utc)))
// expect: Seconds left: 624600
// expect: 7 days, 5 hours, 30 minutes
// expect: 173:30:00
// expect: Components: 7 d 5 h 30 m
// expect: Lap 1: 01:02.40
// expect: Lap 2: 00:59.85
// expect: Lap 3: 01:01.10
// expect: Elapsed: 03:03.35
// expect: Interval hours: 173.5
// expect: 2024-12-28T09:15:00Z
