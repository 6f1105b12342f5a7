// Tutorial style (sorting dates): sort events by date, find earliest and latest, compare with ==, <
import Foundation

struct Event {
    let title: String
    let when: Date
}

let events = [
    Event(title: "Release", when: Date(timeIntervalSince1970: 1_650_000_000)),
    Event(title: "Kickoff", when: Date(timeIntervalSince1970: 1_600_000_000)),
    Event(title: "Review", when: Date(timeIntervalSince1970: 1_625_000_000)),
    Event(title: "Retro", when: Date(timeIntervalSince1970: 1_650_000_000)),
]

let fmt = DateFormatter()
fmt.locale = Locale(identifier: "en_US_POSIX")
fmt.timeZone = TimeZone(identifier: "America/New_York")
fmt.dateFormat = "MMM d, yyyy h:mm a zzz"

let sorted = events.sorted { $0.when < $1.when }
for e in sorted {
    print("\(e.title): \(fmt.string(from: e.when))")
}

let earliest = events.min { $0.when < $1.when }!
let latest = events.map { $0.when }.max()!
print("Earliest: \(earliest.title)")
print("Latest: \(fmt.string(from: latest))")
print("Release == Retro: \(events[0].when == events[3].when)")
print("Compare: \(events[1].when.compare(events[2].when) == .orderedAscending)")
let span = latest.timeIntervalSince(earliest.when)
print("Span in days: \(span / 86_400)")
// expect: Kickoff: Sep 13, 2020 8:26 AM EDT
// expect: Review: Jun 29, 2021 4:53 PM EDT
// expect: Release: Apr 15, 2022 1:20 AM EDT
// expect: Retro: Apr 15, 2022 1:20 AM EDT
// expect: Earliest: Kickoff
// expect: Latest: Apr 15, 2022 1:20 AM EDT
// expect: Release == Retro: true
// expect: Compare: true
// expect: Span in days: 578.7037037037037
