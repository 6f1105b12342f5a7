// Apple docs style (ISO8601DateFormatter): internet date-time strings
import Foundation

let formatter = ISO8601DateFormatter()
formatter.timeZone = TimeZone(identifier: "UTC")

let date = Date(timeIntervalSince1970: 1_609_459_200.25)
print("default:", formatter.string(from: date))

// Fractional seconds
let fractional = ISO8601DateFormatter()
fractional.timeZone = TimeZone(identifier: "UTC")
fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
print("fractional:", fractional.string(from: date))

// Date only
let dateOnly = ISO8601DateFormatter()
dateOnly.timeZone = TimeZone(identifier: "UTC")
dateOnly.formatOptions = [.withFullDate]
print("full date:", dateOnly.string(from: date))

// Date without dashes
let compact = ISO8601DateFormatter()
compact.timeZone = TimeZone(identifier: "UTC")
compact.formatOptions = [.withYear, .withMonth, .withDay]
print("compact date:", compact.string(from: date))

// A non-UTC time zone shows its offset
let offset = ISO8601DateFormatter()
offset.timeZone = TimeZone(secondsFromGMT: -5 * 3600)
print("UTC-5:", offset.string(from: date))

// Parsing strings
let samples = [
    "2024-03-10T08:45:00Z",
    "2024-03-10T08:45:00+02:00",
    "2024-03-10T08:45:00.500Z",
    "2024-03-10",
    "March 10, 2024",
]
for s in samples {
    let plain = formatter.date(from: s)
    let withFraction = fractional.date(from: s)
    let plainText = plain.map { String(Int($0.timeIntervalSince1970)) } ?? "nil"
    let fracText = withFraction.map { String(format: "%.1f", $0.timeIntervalSince1970) } ?? "nil"
    print("\(s): plain=\(plainText) fractional=\(fracText)")
}

// Date-only parsing
if let d = dateOnly.date(from: "2024-03-10") {
    print("date only parsed:", Int(d.timeIntervalSince1970))
}

// Round trip of a list of timestamps
let stamps: [TimeInterval] = [0, 86_400, 951_782_400, 2_000_000_000]
for t in stamps {
    let s = formatter.string(from: Date(timeIntervalSince1970: t))
    let back = formatter.date(from: s)!.timeIntervalSince1970
    print("\(Int(t)) -> \(s) -> \(Int(back))")
}

// Sorting ISO strings works lexicographically when all are UTC
let events = ["2023-05-01T10:00:00Z", "2021-12-31T23:59:59Z", "2023-01-15T08:30:00Z"]
print("lexicographic == chronological:",
      events.sorted() == events.sorted { formatter.date(from: $0)! < formatter.date(from: $1)! })

// expect: default: 2021-01-01T00:00:00Z
// expect: fractional: 2021-01-01T00:00:00.250Z
// expect: full date: 2021-01-01
// expect: compact date: 20210101
// expect: UTC-5: 2020-12-31T19:00:00-05:00
// expect: 2024-03-10T08:45:00Z: plain=1710060300 fractional=nil
// expect: 2024-03-10T08:45:00+02:00: plain=1710053100 fractional=nil
// expect: 2024-03-10T08:45:00.500Z: plain=nil fractional=1710060300.5
// expect: 2024-03-10: plain=nil fractional=nil
// expect: March 10, 2024: plain=nil fractional=nil
// expect: date only parsed: 1710028800
// expect: 0 -> 1970-01-01T00:00:00Z -> 0
// expect: 86400 -> 1970-01-02T00:00:00Z -> 86400
// expect: 951782400 -> 2000-02-29T00:00:00Z -> 951782400
// expect: 2000000000 -> 2033-05-18T03:33:20Z -> 2000000000
// expect: lexicographic == chronological: true
