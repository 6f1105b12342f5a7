// App code style: parsing server timestamps with ISO8601DateFormatter options and re-emitting them
import Foundation

let full = ISO8601DateFormatter()
full.timeZone = TimeZone(identifier: "UTC")!

let stamps = ["2024-05-01T12:00:00Z", "2024-05-01T14:30:00+02:00", "2024-04-30T23:59:59-05:00", "not a date"]
var dates: [Date] = []
for s in stamps {
    if let d = full.date(from: s) {
        dates.append(d)
        print("\(s) -> \(full.string(from: d)) (\(Int(d.timeIntervalSince1970)))")
    } else {
        print("\(s) -> invalid")
    }
}

let dayOnly = ISO8601DateFormatter()
dayOnly.timeZone = TimeZone(identifier: "UTC")!
dayOnly.formatOptions = [.withFullDate]
print("days:", dates.map { dayOnly.string(from: $0) }.joined(separator: " "))

let withFraction = ISO8601DateFormatter()
withFraction.timeZone = TimeZone(identifier: "UTC")!
withFraction.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
let precise = Date(timeIntervalSince1970: 1_714_564_800.25)
print("fractional:", withFraction.string(from: precise))
if let back = withFraction.date(from: "2024-05-01T12:00:00.500Z") {
    print("parsed fraction:", back.timeIntervalSince1970)
}

let timeOnly = ISO8601DateFormatter()
timeOnly.timeZone = TimeZone(identifier: "UTC")!
timeOnly.formatOptions = [.withTime, .withColonSeparatorInTime]
print("time part:", timeOnly.string(from: precise))

let sorted = dates.sorted()
let span = sorted.last!.timeIntervalSince(sorted.first!)
print("span hours:", span / 3600)
print("first:", full.string(from: sorted.first!))
// expect: 2024-05-01T12:00:00Z -> 2024-05-01T12:00:00Z (1714564800)
// expect: 2024-05-01T14:30:00+02:00 -> 2024-05-01T12:30:00Z (1714566600)
// expect: 2024-04-30T23:59:59-05:00 -> 2024-05-01T04:59:59Z (1714539599)
// expect: not a date -> invalid
// expect: days: 2024-05-01 2024-05-01 2024-05-01
// expect: fractional: 2024-05-01T12:00:00.250Z
// expect: parsed fraction: 1714564800.5
// expect: time part: 12:00:00
// expect: span hours: 7.500277777777778
// expect: first: 2024-05-01T04:59:59Z
