// App code style: a receipt timestamp printed in fixed-offset time zones with DateFormatter
import Foundation

let purchase = Date(timeIntervalSince1970: 1_741_000_000)
let zones: [(String, TimeZone)] = [
    ("UTC", TimeZone(identifier: "UTC")!),
    ("UTC+1", TimeZone(secondsFromGMT: 3600)!),
    ("UTC-5", TimeZone(secondsFromGMT: -5 * 3600)!),
    ("UTC+5:30", TimeZone(secondsFromGMT: 5 * 3600 + 1800)!),
]
let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.dateFormat = "yyyy-MM-dd HH:mm xxx"
for (label, zone) in zones {
    formatter.timeZone = zone
    print("\(label): \(formatter.string(from: purchase)) offset \(zone.secondsFromGMT(for: purchase) / 60) min")
}

formatter.timeZone = TimeZone(identifier: "UTC")
formatter.dateFormat = "MMM d, yyyy 'at' h:mm:ss a"
print("receipt:", formatter.string(from: purchase))
formatter.dateStyle = .medium
formatter.timeStyle = .short
print("styled:", formatter.string(from: purchase))
formatter.dateStyle = .full
formatter.timeStyle = .none
print("full:", formatter.string(from: purchase))
formatter.dateStyle = .short
print("short:", formatter.string(from: purchase))

let returnWindow = purchase.addingTimeInterval(30 * 86_400)
formatter.dateFormat = "EEEE d MMMM yyyy"
print("return by:", formatter.string(from: returnWindow))
let check = Date(timeIntervalSince1970: 1_743_000_000)
print("returnable on check date:", check <= returnWindow)
let utc = TimeZone(identifier: "UTC")!
print("utc id:", utc.identifier, "abbrev:", utc.abbreviation() ?? "-")
print("plus one id:", TimeZone(secondsFromGMT: 3600)!.identifier)
// expect: UTC: 2025-03-03 11:06 +00:00 offset 0 min
// expect: UTC+1: 2025-03-03 12:06 +01:00 offset 60 min
// expect: UTC-5: 2025-03-03 06:06 -05:00 offset -300 min
// expect: UTC+5:30: 2025-03-03 16:36 +05:30 offset 330 min
// expect: receipt: Mar 3, 2025 at 11:06:40 AM
// expect: styled: Mar 3, 2025 at 11:06 AM
// expect: full: Monday, March 3, 2025
// expect: short: 3/3/25
// expect: return by: Wednesday 2 April 2025
// expect: returnable on check date: true
// expect: utc id: GMT abbrev: GMT
// expect: plus one id: GMT+0100
