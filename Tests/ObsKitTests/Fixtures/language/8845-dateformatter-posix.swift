// Apple docs style (DateFormatter): fixed-format dates with en_US_POSIX in UTC
import Foundation

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(identifier: "UTC")!
formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"

let date = Date(timeIntervalSince1970: 1_700_000_000)
print(formatter.string(from: date))

formatter.dateFormat = "EEE, d MMM yyyy HH:mm:ss 'GMT'"
print(formatter.string(from: date))

formatter.dateFormat = "EEEE, MMMM d, yyyy 'at' h:mm a"
print(formatter.string(from: date))

formatter.dateFormat = "yy/MM/dd"
print(formatter.string(from: date))

formatter.dateFormat = "D 'day of year', 'week' w"
print(formatter.string(from: date))

// parsing a server timestamp
formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ssZ"
if let parsed = formatter.date(from: "2024-07-04T12:30:00+0200") {
    print("parsed unix: \(Int(parsed.timeIntervalSince1970))")
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    print("in UTC: \(formatter.string(from: parsed))")
}

formatter.dateFormat = "dd/MM/yyyy"
print("bad input: \(formatter.date(from: "next tuesday") == nil)")

// format a log of events
let events: [(String, TimeInterval)] = [("sync", 1_700_003_600), ("login", 1_699_990_000), ("logout", 1_700_010_000)]
formatter.dateFormat = "HH:mm"
for (name, time) in events.sorted(by: { $0.1 < $1.1 }) {
    print("\(formatter.string(from: Date(timeIntervalSince1970: time))) \(name)")
}

// expect: 2023-11-14 22:13:20
// expect: Tue, 14 Nov 2023 22:13:20 GMT
// expect: Tuesday, November 14, 2023 at 10:13 PM
// expect: 23/11/14
// expect: 318 day of year, week 46
// expect: parsed unix: 1720089000
// expect: in UTC: 2024-07-04 10:30
// expect: bad input: true
// expect: 19:26 login
// expect: 23:13 sync
// expect: 01:00 logout
