// Showing dates from fixed timestamps the way a feed or calendar app does
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

let posix = Locale(identifier: "en_US_POSIX")
let utc = TimeZone(identifier: "UTC")!

func formatter(_ pattern: String) -> DateFormatter {
    let f = DateFormatter()
    f.locale = posix
    f.timeZone = utc
    f.dateFormat = pattern
    return f
}

let isoLike = formatter("yyyy-MM-dd'T'HH:mm:ss'Z'")
let friendly = formatter("EEEE, MMM d, yyyy")
let timeOnly = formatter("h:mm a")
let monthKey = formatter("yyyy-MM")

let launch = Date(timeIntervalSince1970: 1_700_000_000)
print(isoLike.string(from: launch))
print(friendly.string(from: launch))
print(timeOnly.string(from: launch))

struct Event {
    let title: String
    let start: Date
}
let events = [
    Event(title: "Standup", start: Date(timeIntervalSince1970: 1_704_103_200)),
    Event(title: "Retro", start: Date(timeIntervalSince1970: 1_706_781_600)),
    Event(title: "Planning", start: Date(timeIntervalSince1970: 1_704_196_800)),
    Event(title: "Demo", start: Date(timeIntervalSince1970: 1_709_290_800)),
]
let grouped = Dictionary(grouping: events) { monthKey.string(from: $0.start) }
for key in grouped.keys.sorted() {
    print("\(key):")
    for e in grouped[key]!.sorted(by: { $0.start < $1.start }) {
        print("  \(friendly.string(from: e.start)) at \(timeOnly.string(from: e.start)) - \(e.title)")
    }
}

if let parsed = isoLike.date(from: "2024-02-29T12:30:00Z") {
    print("parsed seconds: \(Int(parsed.timeIntervalSince1970))")
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    let comps = calendar.dateComponents([.year, .month, .day, .weekday], from: parsed)
    print("year \(comps.year!), month \(comps.month!), day \(comps.day!), weekday \(comps.weekday!)")
    let nextYear = calendar.date(byAdding: .year, value: 1, to: parsed)!
    print("one year later: \(isoLike.string(from: nextYear))")
}
print(isoLike.date(from: "not a date") == nil ? "invalid input rejected" : "parsed?!")

func relative(_ seconds: Int) -> String {
    switch seconds {
    case ..<60: return "just now"
    case ..<3600: return "\(seconds / 60)m ago"
    case ..<86_400: return "\(seconds / 3600)h ago"
    default: return "\(seconds / 86_400)d ago"
    }
}
let now = Date(timeIntervalSince1970: 1_710_000_000)
for e in events {
    print("\(e.title): \(relative(Int(now.timeIntervalSince(e.start))))")
}
// expect: 2023-11-14T22:13:20Z
// expect: Tuesday, Nov 14, 2023
// expect: 10:13 PM
// expect: 2024-01:
// expect:   Monday, Jan 1, 2024 at 10:00 AM - Standup
// expect:   Tuesday, Jan 2, 2024 at 12:00 PM - Planning
// expect: 2024-02:
// expect:   Thursday, Feb 1, 2024 at 10:00 AM - Retro
// expect: 2024-03:
// expect:   Friday, Mar 1, 2024 at 11:00 AM - Demo
// expect: parsed seconds: 1709209800
// expect: year 2024, month 2, day 29, weekday 5
// expect: one year later: 2025-02-28T12:30:00Z
// expect: invalid input rejected
// expect: Standup: 68d ago
// expect: Retro: 37d ago
// expect: Planning: 67d ago
// expect: Demo: 8d ago
