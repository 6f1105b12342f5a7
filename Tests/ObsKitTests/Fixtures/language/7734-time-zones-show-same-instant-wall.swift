// Tutorial style (time zones): show the same instant as wall-clock time in several zones
import Foundation

let instant = Date(timeIntervalSinceReferenceDate: 725_000_000)
let ids = ["UTC", "Europe/Paris", "America/New_York", "Asia/Kolkata", "Australia/Sydney"]

let f = DateFormatter()
f.locale = Locale(identifier: "en_US_POSIX")
f.dateFormat = "yyyy-MM-dd HH:mm xxx"

for id in ids {
    guard let zone = TimeZone(identifier: id) else { continue }
    f.timeZone = zone
    let hours = Double(zone.secondsFromGMT(for: instant)) / 3600
    print("\(id.padding(toLength: 18, withPad: " ", startingAt: 0))\(f.string(from: instant))  (\(hours))")
}

let fixed = TimeZone(secondsFromGMT: -5 * 3600)!
f.timeZone = fixed
print("Fixed -5: \(f.string(from: instant))")
print("Fixed id: \(fixed.identifier)")
print("Unknown zone is nil: \(TimeZone(identifier: "Mars/Olympus") == nil)")
// expect: UTC               2023-12-23 04:53 +00:00  (0.0)
// expect: Europe/Paris      2023-12-23 05:53 +01:00  (1.0)
// expect: America/New_York  2023-12-22 23:53 -05:00  (-5.0)
// expect: Asia/Kolkata      2023-12-23 10:23 +05:30  (5.5)
// expect: Australia/Sydney  2023-12-23 15:53 +11:00  (11.0)
// expect: Fixed -5: 2023-12-22 23:53 -05:00
// expect: Fixed id: GMT-0500
// expect: Unknown zone is nil: true
