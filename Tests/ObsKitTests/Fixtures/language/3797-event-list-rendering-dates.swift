// App code style: an event list rendering dates through several fixed DateFormatter patterns
import Foundation

func makeFormatter(_ pattern: String) -> DateFormatter {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")!
    f.dateFormat = pattern
    return f
}

let parser = makeFormatter("yyyy-MM-dd'T'HH:mm")
let events = [
    ("Concert", "2024-07-04T20:30"),
    ("Brunch", "2024-07-07T11:00"),
    ("Dentist", "2024-07-01T08:15"),
    ("Broken", "2024-13-40T99:99"),
]

let patterns = ["EEEE, MMM d, yyyy", "EEE dd/MM/yy", "hh:mm a", "HH'h'mm", "MMMM yyyy", "D 'day of year'"]
let formatters = patterns.map(makeFormatter)

var parsed: [(String, Date)] = []
for (name, text) in events {
    if let d = parser.date(from: text) {
        parsed.append((name, d))
    } else {
        print("could not parse \(name): \(text)")
    }
}
parsed.sort { $0.1 < $1.1 }
for (name, d) in parsed {
    print("\(name):")
    for f in formatters {
        print("  \(f.string(from: d))")
    }
}
let compact = makeFormatter("yyyyMMdd")
print("keys:", parsed.map { compact.string(from: $0.1) }.joined(separator: ","))
let roundTrip = parser.string(from: parsed[0].1)
print("round trip:", roundTrip)
print("epoch:", makeFormatter("yyyy-MM-dd HH:mm:ss").string(from: Date(timeIntervalSince1970: 0)))
// expect: could not parse Broken: 2024-13-40T99:99
// expect: Dentist:
// expect:   Monday, Jul 1, 2024
// expect:   Mon 01/07/24
// expect:   08:15 AM
// expect:   08h15
// expect:   July 2024
// expect:   183 day of year
// expect: Concert:
// expect:   Thursday, Jul 4, 2024
// expect:   Thu 04/07/24
// expect:   08:30 PM
// expect:   20h30
// expect:   July 2024
// expect:   186 day of year
// expect: Brunch:
// expect:   Sunday, Jul 7, 2024
// expect:   Sun 07/07/24
// expect:   11:00 AM
// expect:   11h00
// expect:   July 2024
// expect:   189 day of year
// expect: keys: 20240701,20240704,20240707
// expect: round trip: 2024-07-01T08:15
// expect: epoch: 1970-01-01 00:00:00
