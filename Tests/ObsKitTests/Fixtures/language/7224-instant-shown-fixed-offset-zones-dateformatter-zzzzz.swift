// Stack Overflow style (time zone converter): one instant shown in fixed-offset zones with DateFormatter and "ZZZZZ" offsets
import Foundation

let meeting = Date(timeIntervalSince1970: 1_718_640_000)

let zones: [(String, Int)] = [("UTC", 0), ("Berlin (summer)", 2 * 3600), ("India", 5 * 3600 + 1800),
                              ("Tokyo", 9 * 3600), ("New York (summer)", -4 * 3600), ("Honolulu", -10 * 3600)]

let f = DateFormatter()
f.locale = Locale(identifier: "en_US_POSIX")
f.dateFormat = "yyyy-MM-dd HH:mm ZZZZZ"

for (name, offset) in zones {
    f.timeZone = TimeZone(secondsFromGMT: offset)
    let hour = Calendar(identifier: .gregorian).dateComponents(in: f.timeZone, from: meeting).hour!
    let note = (9...17).contains(hour) ? "work hours" : "off hours"
    print(name.padding(toLength: 18, withPad: " ", startingAt: 0) + f.string(from: meeting) + "  " + note)
}

f.timeZone = TimeZone(secondsFromGMT: 0)
f.dateFormat = "yyyy-MM-dd HH:mm"
let parsedInTokyo: Date = {
    let p = DateFormatter()
    p.locale = Locale(identifier: "en_US_POSIX")
    p.timeZone = TimeZone(secondsFromGMT: 9 * 3600)
    p.dateFormat = "yyyy-MM-dd HH:mm"
    return p.date(from: "2024-06-18 08:00")!
}()
print("08:00 Tokyo is", f.string(from: parsedInTokyo), "UTC")
print("difference from meeting (h):", parsedInTokyo.timeIntervalSince(meeting) / 3600)

let tz = TimeZone(secondsFromGMT: -(3 * 3600 + 30 * 60))!
print(tz.secondsFromGMT(), tz.secondsFromGMT() / 60)
let withOffset = ISO8601DateFormatter()
withOffset.timeZone = tz
print(withOffset.string(from: meeting))
let back = withOffset.date(from: withOffset.string(from: meeting))!
print("round trip equal:", back == meeting)
let sortedZones = zones.sorted { $0.1 < $1.1 }.map { $0.0.components(separatedBy: " ").first! }
print(sortedZones.joined(separator: " < "))

// expect: UTC               2024-06-17 16:00 Z  work hours
// expect: Berlin (summer)   2024-06-17 18:00 +02:00  off hours
// expect: India             2024-06-17 21:30 +05:30  off hours
// expect: Tokyo             2024-06-18 01:00 +09:00  off hours
// expect: New York (summer) 2024-06-17 12:00 -04:00  work hours
// expect: Honolulu          2024-06-17 06:00 -10:00  off hours
// expect: 08:00 Tokyo is 2024-06-17 23:00 UTC
// expect: difference from meeting (h): 7.0
// expect: -12600 -210
// expect: 2024-06-17T12:30:00-03:30
// expect: round trip equal: true
// expect: Honolulu < New < UTC < Berlin < India < Tokyo
