// Date extensions with a fixed UTC calendar: relative "x days ago" text, ISO strings, month names, age calculation (expected output from swiftc 6.3.1 on Linux)
import Foundation

enum Clock {
    static var calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(secondsFromGMT: 0)!
        return c
    }()
    static let now = Date(timeIntervalSince1970: 1_718_454_600) // 2024-06-15 12:30 UTC
}

extension Date {
    init(y: Int, m: Int, d: Int, h: Int = 0) {
        self = Clock.calendar.date(from: DateComponents(year: y, month: m, day: d, hour: h))!
    }

    var isoString: String {
        let f = ISO8601DateFormatter()
        f.timeZone = Clock.calendar.timeZone
        return f.string(from: self)
    }

    func relative(to reference: Date = Clock.now) -> String {
        let seconds = Int(reference.timeIntervalSince(self))
        switch seconds {
        case ..<0: return "in the future"
        case 0..<60: return "just now"
        case 60..<3600: return "\(seconds / 60) min ago"
        case 3600..<86_400: return "\(seconds / 3600) h ago"
        case 86_400..<172_800: return "yesterday"
        default: return "\(seconds / 86_400) days ago"
        }
    }

    var monthName: String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = Clock.calendar.timeZone
        f.dateFormat = "MMMM"
        return f.string(from: self)
    }

    func age(at reference: Date = Clock.now) -> Int {
        Clock.calendar.dateComponents([.year], from: self, to: reference).year!
    }

    func adding(days: Int) -> Date { Clock.calendar.date(byAdding: .day, value: days, to: self)! }
}

print(Clock.now.isoString)
let samples: [TimeInterval] = [-30, 20, 125, 7200, 90_000, 864_000]
for offset in samples {
    let d = Clock.now.addingTimeInterval(-offset)
    print(d.isoString, d.relative())
}
print(Date(y: 2024, m: 2, d: 29).monthName, Date(y: 2023, m: 11, d: 1).monthName)
print(Date(y: 1990, m: 6, d: 15).age(), Date(y: 1990, m: 6, d: 16).age(), Date(y: 2000, m: 2, d: 29).age())
print(Date(y: 2024, m: 2, d: 27).adding(days: 3).isoString)

let parser = ISO8601DateFormatter()
if let parsed = parser.date(from: "2024-03-10T08:15:00Z") {
    print(Int(parsed.timeIntervalSince1970), parsed.relative(), parsed.adding(days: -10).isoString)
}
print(parser.date(from: "10/03/2024") == nil)

// expect: 2024-06-15T12:30:00Z
// expect: 2024-06-15T12:30:30Z in the future
// expect: 2024-06-15T12:29:40Z just now
// expect: 2024-06-15T12:27:55Z 2 min ago
// expect: 2024-06-15T10:30:00Z 2 h ago
// expect: 2024-06-14T11:30:00Z yesterday
// expect: 2024-06-05T12:30:00Z 10 days ago
// expect: February November
// expect: 34 33 24
// expect: 2024-03-01T00:00:00Z
// expect: 1710058500 97 days ago 2024-02-29T08:15:00Z
// expect: true
