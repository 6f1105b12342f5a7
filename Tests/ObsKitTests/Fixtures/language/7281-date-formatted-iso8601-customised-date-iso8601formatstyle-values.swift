// Swift with Majid style (API timestamps): date.formatted(.iso8601) and customised Date.ISO8601FormatStyle values for an upload log
import Foundation

struct Upload {
    let file: String
    let finishedAt: Date
    let bytes: Int
}

let uploads = [
    Upload(file: "avatar.png", finishedAt: Date(timeIntervalSince1970: 1_704_067_200), bytes: 48_213),
    Upload(file: "report.pdf", finishedAt: Date(timeIntervalSince1970: 1_709_251_199), bytes: 1_204_332),
    Upload(file: "notes.txt", finishedAt: Date(timeIntervalSince1970: 1_720_000_123), bytes: 912),
]

for upload in uploads {
    print(upload.file, upload.finishedAt.formatted(.iso8601))
}

let dayOnly = Date.ISO8601FormatStyle().year().month().day()
let plusTwo = Date.ISO8601FormatStyle(timeZone: TimeZone(secondsFromGMT: 2 * 3600)!)
let noDashes = Date.ISO8601FormatStyle(dateSeparator: .omitted, dateTimeSeparator: .space, timeZone: TimeZone(identifier: "UTC")!)

for upload in uploads.sorted(by: { $0.bytes > $1.bytes }) {
    let size = upload.bytes >= 1_000_000 ? "\(upload.bytes / 1_000_000) MB" : "\(upload.bytes / 1000) kB"
    print("\(upload.file.padding(toLength: 12, withPad: " ", startingAt: 0)) \(size.padding(toLength: 6, withPad: " ", startingAt: 0)) day=\(upload.finishedAt.formatted(dayOnly))")
}

let sample = uploads[2].finishedAt
print("berlin summer:", sample.formatted(plusTwo))
print("no dashes:", sample.formatted(noDashes))

let style = Date.ISO8601FormatStyle()
if let parsed = try? style.parse("2024-02-29T23:59:59Z") {
    print("parsed:", Int(parsed.timeIntervalSince1970))
    print("plus one second:", parsed.addingTimeInterval(1).formatted(.iso8601))
}
do {
    _ = try style.parse("29/02/2024")
    print("unexpected success")
} catch {
    print("bad input rejected")
}

// expect: avatar.png 2024-01-01T00:00:00Z
// expect: report.pdf 2024-02-29T23:59:59Z
// expect: notes.txt 2024-07-03T09:48:43Z
// expect: report.pdf   1 MB   day=2024-02-29
// expect: avatar.png   48 kB  day=2024-01-01
// expect: notes.txt    0 kB   day=2024-07-03
// expect: berlin summer: 2024-07-03T11:48:43+0200
// expect: no dashes: 20240703 09:48:43Z
// expect: parsed: 1709251199
// expect: plus one second: 2024-03-01T00:00:00Z
// expect: bad input rejected
