// ISO8601DateFormatter and DateFormatter with fixed locale/time zone, parsing and sorting events (expected output from swiftc 6.3.1 on Linux)
import Foundation

struct Event {
    let title: String
    let date: Date
}

let iso = ISO8601DateFormatter()
iso.timeZone = TimeZone(identifier: "UTC")

let raw = [
    ("Launch", "2023-11-05T14:00:00Z"),
    ("Retro", "2023-10-30T09:15:00Z"),
    ("Offsite", "2024-02-29T18:45:30Z"),
    ("Broken", "yesterday"),
    ("Kickoff", "2023-10-30T08:00:00+02:00"),
]

var events: [Event] = []
for (title, text) in raw {
    if let date = iso.date(from: text) {
        events.append(Event(title: title, date: date))
    } else {
        print("Could not parse \(title): \(text)")
    }
}
events.sort { $0.date < $1.date }

let display = DateFormatter()
display.locale = Locale(identifier: "en_US_POSIX")
display.timeZone = TimeZone(identifier: "UTC")
display.dateFormat = "EEE d MMM yyyy, HH:mm"

for event in events {
    print("\(event.title.padding(toLength: 8, withPad: ".", startingAt: 0)) \(display.string(from: event.date)) | \(iso.string(from: event.date))")
}

let first = events.first!.date
let last = events.last!.date
let hours = last.timeIntervalSince(first) / 3600
print(String(format: "Span: %.2f hours", hours))

let dayOnly = DateFormatter()
dayOnly.locale = Locale(identifier: "en_US_POSIX")
dayOnly.timeZone = TimeZone(identifier: "UTC")
dayOnly.dateFormat = "yyyy-MM-dd"
let byDay = Dictionary(grouping: events) { dayOnly.string(from: $0.date) }
for day in byDay.keys.sorted() {
    print(day, byDay[day]!.map(\.title))
}

let fromFixed = Date(timeIntervalSince1970: 1_700_000_000)
print("Fixed timestamp:", iso.string(from: fromFixed))
iso.formatOptions = [.withFullDate]
print("Date only:", iso.string(from: fromFixed))
// expect: Could not parse Broken: yesterday
// expect: Kickoff. Mon 30 Oct 2023, 06:00 | 2023-10-30T06:00:00Z
// expect: Retro... Mon 30 Oct 2023, 09:15 | 2023-10-30T09:15:00Z
// expect: Launch.. Sun 5 Nov 2023, 14:00 | 2023-11-05T14:00:00Z
// expect: Offsite. Thu 29 Feb 2024, 18:45 | 2024-02-29T18:45:30Z
// expect: Span: 2940.76 hours
// expect: 2023-10-30 ["Kickoff", "Retro"]
// expect: 2023-11-05 ["Launch"]
// expect: 2024-02-29 ["Offsite"]
// expect: Fixed timestamp: 2023-11-14T22:13:20Z
// expect: Date only: 2023-11-14
