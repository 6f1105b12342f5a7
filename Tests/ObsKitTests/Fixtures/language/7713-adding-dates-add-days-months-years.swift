// Tutorial style (adding dates): add days, months and years with date(byAdding:value:to:)
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(secondsFromGMT: 0)!

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(secondsFromGMT: 0)
formatter.dateFormat = "yyyy-MM-dd"

let start = formatter.date(from: "2024-01-31")!
print("Start: \(formatter.string(from: start))")

let steps: [(Calendar.Component, Int, String)] = [
    (.day, 1, "plus one day"),
    (.month, 1, "plus one month"),
    (.month, 13, "plus thirteen months"),
    (.year, 1, "plus one year"),
    (.weekOfYear, 2, "plus two weeks"),
    (.day, -31, "minus 31 days"),
]

for (component, amount, label) in steps {
    if let result = calendar.date(byAdding: component, value: amount, to: start) {
        print("\(label): \(formatter.string(from: result))")
    }
}
// expect: Start: 2024-01-31
// expect: plus one day: 2024-02-01
// expect: plus one month: 2024-02-29
// expect: plus thirteen months: 2025-02-28
// expect: plus one year: 2025-01-31
// expect: plus two weeks: 2024-02-14
// expect: minus 31 days: 2023-12-31
