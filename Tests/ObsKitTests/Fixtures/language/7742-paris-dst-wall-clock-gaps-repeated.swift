// Tutorial style (Paris DST): wall-clock gaps and repeated hours when Europe/Paris changes clocks
import Foundation

var cal = Calendar(identifier: .gregorian)
let paris = TimeZone(identifier: "Europe/Paris")!
cal.timeZone = paris

let f = DateFormatter()
f.locale = Locale(identifier: "en_US_POSIX")
f.timeZone = paris
f.dateFormat = "yyyy-MM-dd HH:mm zzz"

// Spring forward: 2024-03-31 02:00 -> 03:00
let beforeSpring = cal.date(from: DateComponents(year: 2024, month: 3, day: 31, hour: 1, minute: 30))!
let plusHour = beforeSpring.addingTimeInterval(3600)
print("Before: \(f.string(from: beforeSpring))")
print("+3600s: \(f.string(from: plusHour))")
let calHour = cal.date(byAdding: .hour, value: 1, to: beforeSpring)!
print("+1 hour: \(f.string(from: calHour))")

// Fall back: 2024-10-27 03:00 -> 02:00
let beforeFall = cal.date(from: DateComponents(year: 2024, month: 10, day: 27, hour: 1, minute: 30))!
for step in 0..<3 {
    let t = beforeFall.addingTimeInterval(Double(step) * 3600)
    print("Fall step \(step): \(f.string(from: t)) offset \(paris.secondsFromGMT(for: t))")
}
let dayLength = cal.dateInterval(of: .day, for: beforeFall)!.duration
print("Oct 27 length: \(dayLength / 3600) hours")
// expect: Before: 2024-03-31 01:30 GMT+1
// expect: +3600s: 2024-03-31 03:30 GMT+2
// expect: +1 hour: 2024-03-31 03:30 GMT+2
// expect: Fall step 0: 2024-10-27 01:30 GMT+2 offset 7200
// expect: Fall step 1: 2024-10-27 02:30 GMT+2 offset 7200
// expect: Fall step 2: 2024-10-27 02:30 GMT+1 offset 3600
// expect: Oct 27 length: 25.0 hours
