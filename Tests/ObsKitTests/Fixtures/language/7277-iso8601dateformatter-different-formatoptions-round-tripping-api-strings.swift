// Apple docs style (ISO 8601 timestamps): ISO8601DateFormatter with different formatOptions, round-tripping API strings
import Foundation

let moment = Date(timeIntervalSince1970: 1_700_000_000.25)

let full = ISO8601DateFormatter()
full.timeZone = TimeZone(identifier: "UTC")
print("default:", full.string(from: moment))

let withFraction = ISO8601DateFormatter()
withFraction.timeZone = TimeZone(identifier: "UTC")
withFraction.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
print("fractional:", withFraction.string(from: moment))

let dateOnly = ISO8601DateFormatter()
dateOnly.timeZone = TimeZone(identifier: "UTC")
dateOnly.formatOptions = [.withFullDate]
print("date only:", dateOnly.string(from: moment))

let compact = ISO8601DateFormatter()
compact.timeZone = TimeZone(identifier: "UTC")
compact.formatOptions = [.withYear, .withMonth, .withDay, .withTime]
print("compact:", compact.string(from: moment))

let offset = ISO8601DateFormatter()
offset.timeZone = TimeZone(secondsFromGMT: 5 * 3600 + 1800)
print("offset +05:30:", offset.string(from: moment))

let payloads = ["2023-11-14T22:13:20Z", "2024-01-01T00:00:00+02:00", "yesterday"]
for text in payloads {
    if let parsed = full.date(from: text) {
        print(text, "->", Int(parsed.timeIntervalSince1970))
    } else {
        print(text, "-> invalid")
    }
}

if let precise = withFraction.date(from: "2024-03-05T10:20:30.500Z") {
    print("millis:", Int((precise.timeIntervalSince1970 * 1000).rounded()))
    print("back:", withFraction.string(from: precise))
}

// expect: default: 2023-11-14T22:13:20Z
// expect: fractional: 2023-11-14T22:13:20.250Z
// expect: date only: 2023-11-14
// expect: compact: 20231114T221320
// expect: offset +05:30: 2023-11-15T03:43:20+05:30
// expect: 2023-11-14T22:13:20Z -> 1700000000
// expect: 2024-01-01T00:00:00+02:00 -> 1704060000
// expect: yesterday -> invalid
// expect: millis: 1709634030500
// expect: back: 2024-03-05T10:20:30.500Z
