// Foundation DateFormatter with a fixed time zone (UTC) and the en_US_POSIX locale: formatting fixed dates, parsing strings back, and ISO8601DateFormatter.
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(identifier: "UTC")
formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"

let moment = Date(timeIntervalSince1970: 1_700_000_000)
print(formatter.string(from: moment))

formatter.dateFormat = "EEEE, MMM d, yyyy"
print(formatter.string(from: moment))
formatter.dateFormat = "h:mm a"
print(formatter.string(from: moment))
formatter.dateFormat = "dd/MM/yy"
print(formatter.string(from: moment.addingTimeInterval(86_400 * 45)))

formatter.dateFormat = "yyyy-MM-dd"
let parsed = formatter.date(from: "2024-02-29")!
print(parsed.timeIntervalSince1970)
print(formatter.date(from: "2024-13-45") == nil)

let iso = ISO8601DateFormatter()
iso.timeZone = TimeZone(identifier: "UTC")
print(iso.string(from: moment))
let back = iso.date(from: "2023-11-14T22:13:20Z")!
print(back == moment)

let tokyo = DateFormatter()
tokyo.locale = Locale(identifier: "en_US_POSIX")
tokyo.timeZone = TimeZone(secondsFromGMT: 9 * 3600)
tokyo.dateFormat = "yyyy-MM-dd HH:mm ZZZZZ"
print(tokyo.string(from: moment))

// expect: 2023-11-14 22:13:20
// expect: Tuesday, Nov 14, 2023
// expect: 10:13 PM
// expect: 29/12/23
// expect: 1709164800.0
// expect: true
// expect: 2023-11-14T22:13:20Z
// expect: true
// expect: 2023-11-15 07:13 +09:00
