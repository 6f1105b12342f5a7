// RegexBuilder style (Foundation date parser): ISO 8601 and custom date format styles inside Capture on Linux
// known-gap: `.date(format:locale:timeZone:)` as a regex component needs `Date.FormatString`'s interpolation (`\(year: .defaultDigits)`), which is not provided
import Foundation
import RegexBuilder

let utc = TimeZone(identifier: "UTC")!
var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = utc

let logEntry = Regex {
    "["
    Capture {
        .iso8601
    }
    "] "
    Capture { OneOrMore(.word) }
    " "
    Capture { OneOrMore(.anyNonNewline) }
}

let log = """
[2022-06-06T17:00:00Z] keynote starts
[2022-06-06T19:30:15Z] platforms state of the union
[not-a-date] ignored
[2022-06-07T09:05:00Z] labs open
"""

var previous: Date? = nil
for m in log.matches(of: logEntry) {
    let (_, date, word, rest) = m.output
    let parts = calendar.dateComponents([.day, .hour, .minute], from: date)
    var gap = ""
    if let previous {
        gap = " (+\(Int(date.timeIntervalSince(previous)) / 60) min)"
    }
    print("day \(parts.day!) at \(parts.hour!):\(parts.minute!) \(word) \(rest)\(gap)")
    previous = date
}

let customDate = Regex {
    "due "
    Capture {
        .date(format: "\(year: .defaultDigits)-\(month: .twoDigits)-\(day: .twoDigits)", locale: Locale(identifier: "en_US_POSIX"), timeZone: utc)
    }
}
if let m = "task due 2024-02-29 (leap day)".firstMatch(of: customDate) {
    let c = calendar.dateComponents([.year, .month, .day, .weekday], from: m.output.1)
    print(c.year!, c.month!, c.day!, "weekday", c.weekday!)
    print(Int(m.output.1.timeIntervalSince1970))
}
print("due 2024-13-45".firstMatch(of: customDate) == nil)
// expect: day 6 at 17:0 keynote starts
// expect: day 6 at 19:30 platforms state of the union (+150 min)
// expect: day 7 at 9:5 labs open (+814 min)
// expect: 2024 2 29 weekday 5
// expect: 1709164800
// expect: true
