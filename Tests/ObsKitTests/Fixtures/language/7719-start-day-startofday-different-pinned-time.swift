// Tutorial style (start of day): startOfDay(for:) in different pinned time zones
import Foundation

let instant = Date(timeIntervalSince1970: 1_718_000_000) // June 2024

let zones = ["UTC", "America/New_York", "Europe/Paris", "Asia/Tokyo"]
let out = DateFormatter()
out.locale = Locale(identifier: "en_US_POSIX")
out.dateFormat = "yyyy-MM-dd HH:mm:ss ZZZZZ"

for id in zones {
    var cal = Calendar(identifier: .gregorian)
    let tz = TimeZone(identifier: id)!
    cal.timeZone = tz
    out.timeZone = tz
    let start = cal.startOfDay(for: instant)
    let elapsed = instant.timeIntervalSince(start)
    print("\(id): start \(out.string(from: start)), elapsed \(Int(elapsed))s")
}
// expect: UTC: start 2024-06-10 00:00:00 Z, elapsed 22400s
// expect: America/New_York: start 2024-06-10 00:00:00 -04:00, elapsed 8000s
// expect: Europe/Paris: start 2024-06-10 00:00:00 +02:00, elapsed 29600s
// expect: Asia/Tokyo: start 2024-06-10 00:00:00 +09:00, elapsed 54800s
