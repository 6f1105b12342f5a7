// Apple docs style (ISO8601DateFormatter): timestamps for an API
import Foundation

let formatter = ISO8601DateFormatter()
let date = Date(timeIntervalSince1970: 1_700_000_000)
print(formatter.string(from: date))

formatter.formatOptions = [.withFullDate]
print(formatter.string(from: date))

formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
print(formatter.string(from: Date(timeIntervalSince1970: 1_700_000_000.25)))

formatter.formatOptions = [.withFullDate, .withFullTime, .withSpaceBetweenDateAndTime]
print(formatter.string(from: date))

formatter.formatOptions = .withInternetDateTime
formatter.timeZone = TimeZone(secondsFromGMT: 2 * 3600)!
print(formatter.string(from: date))

let parser = ISO8601DateFormatter()
let stamps = ["2024-02-29T12:00:00Z", "2024-02-29T12:00:00+02:00", "2024-02-29T23:59:59-05:00", "yesterday"]
for stamp in stamps {
    if let parsed = parser.date(from: stamp) {
        print("\(stamp) -> \(Int(parsed.timeIntervalSince1970))")
    } else {
        print("\(stamp) -> invalid")
    }
}

// how long ago was each upload, relative to a fixed "now"
let now = parser.date(from: "2024-03-01T00:00:00Z")!
for stamp in stamps.dropLast() {
    let hours = now.timeIntervalSince(parser.date(from: stamp)!) / 3600
    print(String(format: "%@ was %.2f hours before now", stamp, hours))
}

// expect: 2023-11-14T22:13:20Z
// expect: 2023-11-14
// expect: 2023-11-14T22:13:20.250Z
// expect: 2023-11-14 22:13:20Z
// expect: 2023-11-15T00:13:20+02:00
// expect: 2024-02-29T12:00:00Z -> 1709208000
// expect: 2024-02-29T12:00:00+02:00 -> 1709200800
// expect: 2024-02-29T23:59:59-05:00 -> 1709269199
// expect: yesterday -> invalid
// expect: 2024-02-29T12:00:00Z was 12.00 hours before now
// expect: 2024-02-29T12:00:00+02:00 was 14.00 hours before now
// expect: 2024-02-29T23:59:59-05:00 was -5.00 hours before now
