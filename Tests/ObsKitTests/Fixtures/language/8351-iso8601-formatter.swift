// Foundation in app code: ISO8601DateFormatter parsing and formatting with UTC and fractional seconds
import Foundation

let formatter = ISO8601DateFormatter()
formatter.timeZone = TimeZone(identifier: "UTC")

let date = Date(timeIntervalSince1970: 1_700_000_000)
print(formatter.string(from: date))

if let parsed = formatter.date(from: "2021-06-01T12:30:00Z") {
    print(Int(parsed.timeIntervalSince1970))
}

if let offset = formatter.date(from: "2021-06-01T14:30:00+02:00") {
    print("With offset: \(formatter.string(from: offset))")
}

print(formatter.date(from: "not a date") == nil ? "invalid string -> nil" : "parsed?")

let fractional = ISO8601DateFormatter()
fractional.timeZone = TimeZone(identifier: "UTC")
fractional.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
let precise = Date(timeIntervalSince1970: 1_700_000_000.25)
print(fractional.string(from: precise))

let dayOnly = ISO8601DateFormatter()
dayOnly.timeZone = TimeZone(identifier: "UTC")
dayOnly.formatOptions = [.withFullDate]
print(dayOnly.string(from: date))

// expect: 2023-11-14T22:13:20Z
// expect: 1622550600
// expect: With offset: 2021-06-01T12:30:00Z
// expect: invalid string -> nil
// expect: 2023-11-14T22:13:20.250Z
// expect: 2023-11-14
