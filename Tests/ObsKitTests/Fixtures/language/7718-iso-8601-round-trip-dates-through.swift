// Tutorial style (ISO 8601): round-trip dates through ISO8601DateFormatter with options
import Foundation

let iso = ISO8601DateFormatter()
iso.timeZone = TimeZone(identifier: "UTC")

let d = Date(timeIntervalSince1970: 1_600_000_000)
print(iso.string(from: d))

iso.formatOptions = [.withFullDate]
print(iso.string(from: d))

iso.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
let withFraction = Date(timeIntervalSince1970: 1_600_000_000.25)
print(iso.string(from: withFraction))

let reader = ISO8601DateFormatter()
if let parsed = reader.date(from: "2021-03-14T15:09:26Z") {
    print("Parsed seconds: \(Int(parsed.timeIntervalSince1970))")
}
if let offset = reader.date(from: "2021-03-14T15:09:26+02:00") {
    print("With offset: \(Int(offset.timeIntervalSince1970))")
}
print("Bad input: \(reader.date(from: "14/03/2021") == nil ? "nil" : "date")")
// expect: 2020-09-13T12:26:40Z
// expect: 2020-09-13
// expect: 2020-09-13T12:26:40.250Z
// expect: Parsed seconds: 1615734566
// expect: With offset: 1615727366
// expect: Bad input: nil
