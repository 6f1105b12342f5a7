// Blog post style (ISO 8601 timestamps): ISO8601DateFormatter parsing, durations with timeIntervalSince, and DateFormatter output in UTC
import Foundation

let iso = ISO8601DateFormatter()
iso.timeZone = TimeZone(secondsFromGMT: 0)

let stamps = [
    "2023-11-05T09:30:00Z",
    "2023-11-05T11:05:30Z",
    "2023-11-06T00:00:00+02:00",
    "not-a-date",
]

var dates: [Date] = []
for s in stamps {
    if let d = iso.date(from: s) {
        dates.append(d)
        print("\(s) -> \(Int(d.timeIntervalSince1970))")
    } else {
        print("\(s) -> invalid")
    }
}

func describe(_ seconds: TimeInterval) -> String {
    let total = Int(seconds)
    return String(format: "%02d:%02d:%02d", total / 3600, (total % 3600) / 60, total % 60)
}
for i in 1..<dates.count {
    print("gap \(i):", describe(dates[i].timeIntervalSince(dates[i - 1])))
}

let display = DateFormatter()
display.locale = Locale(identifier: "en_US_POSIX")
display.timeZone = TimeZone(identifier: "UTC")
display.dateFormat = "MMMM d, yyyy 'at' HH:mm"
for d in dates { print(display.string(from: d)) }

let base = Date(timeIntervalSince1970: 1_700_000_000)
print(iso.string(from: base))
let later = base.addingTimeInterval(90 * 60 + 15)
print(iso.string(from: later), later > base, later.timeIntervalSince(base))

iso.formatOptions = [.withFullDate]
print("date only:", iso.string(from: base))
let sortedDates = dates.sorted(by: >)
print("latest:", display.string(from: sortedDates.first!))
print("earliest:", display.string(from: dates.min()!))

// expect: 2023-11-05T09:30:00Z -> 1699176600
// expect: 2023-11-05T11:05:30Z -> 1699182330
// expect: 2023-11-06T00:00:00+02:00 -> 1699221600
// expect: not-a-date -> invalid
// expect: gap 1: 01:35:30
// expect: gap 2: 10:54:30
// expect: November 5, 2023 at 09:30
// expect: November 5, 2023 at 11:05
// expect: November 5, 2023 at 22:00
// expect: 2023-11-14T22:13:20Z
// expect: 2023-11-14T23:43:35Z true 5415.0
// expect: date only: 2023-11-14
// expect: latest: November 5, 2023 at 22:00
// expect: earliest: November 5, 2023 at 09:30
