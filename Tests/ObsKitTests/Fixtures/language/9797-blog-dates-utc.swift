// Swift with Majid style: working with Foundation dates, calendars and formatters in UTC
import Foundation

let utc = TimeZone(identifier: "UTC")!
var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = utc

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = utc
formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"

let launch = Date(timeIntervalSince1970: 1_700_000_000)
print("launch:", formatter.string(from: launch))

let iso = ISO8601DateFormatter()
iso.timeZone = utc
print("iso:", iso.string(from: launch))

let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .weekday], from: launch)
print("year \(parts.year!) month \(parts.month!) day \(parts.day!) hour \(parts.hour!) minute \(parts.minute!)")
let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
print("weekday:", weekdayNames[parts.weekday! - 1])

// Date arithmetic
let oneWeekLater = calendar.date(byAdding: .day, value: 7, to: launch)!
let nextMonth = calendar.date(byAdding: .month, value: 1, to: launch)!
print("+7 days:", formatter.string(from: oneWeekLater))
print("+1 month:", formatter.string(from: nextMonth))
print("seconds between:", Int(nextMonth.timeIntervalSince(launch)))

// Start of day and differences
let startOfDay = calendar.startOfDay(for: launch)
print("start of day:", formatter.string(from: startOfDay))
let newYear = calendar.date(from: DateComponents(year: 2024, month: 1, day: 1))!
let diff = calendar.dateComponents([.day, .hour], from: launch, to: newYear)
print("until new year: \(diff.day!) days \(diff.hour!) hours")

// Parsing
formatter.dateFormat = "dd/MM/yyyy HH:mm"
let inputs = ["29/02/2024 12:30", "31/12/1999 23:59", "not a date"]
let dayFormatter = DateFormatter()
dayFormatter.locale = Locale(identifier: "en_US_POSIX")
dayFormatter.timeZone = utc
dayFormatter.dateFormat = "EEEE, d MMMM yyyy"
for input in inputs {
    if let d = formatter.date(from: input) {
        print("\(input) -> \(Int(d.timeIntervalSince1970)) (\(dayFormatter.string(from: d)))")
    } else {
        print("\(input) -> unparseable")
    }
}

// Comparing and sorting dates
let deadlines: [(String, Date)] = [
    ("tax", Date(timeIntervalSince1970: 1_713_139_200)),
    ("party", Date(timeIntervalSince1970: 1_703_980_800)),
    ("trip", Date(timeIntervalSince1970: 1_719_792_000)),
]
dayFormatter.dateFormat = "MMM d, yyyy"
for (name, date) in deadlines.sorted(by: { $0.1 < $1.1 }) {
    let days = calendar.dateComponents([.day], from: launch, to: date).day!
    print("\(name): \(dayFormatter.string(from: date)) in \(days) days")
}
let earliest = deadlines.min { $0.1 < $1.1 }!
print("earliest:", earliest.0, launch < earliest.1)

// Enumerate the first Monday of several months
var firstMondays: [String] = []
for month in 1...4 {
    let comps = DateComponents(year: 2024, month: month, weekday: 2, weekdayOrdinal: 1)
    if let d = calendar.date(from: comps) { firstMondays.append(dayFormatter.string(from: d)) }
}
print("first Mondays:", firstMondays.joined(separator: "; "))

// expect: launch: 2023-11-14 22:13:20
// expect: iso: 2023-11-14T22:13:20Z
// expect: year 2023 month 11 day 14 hour 22 minute 13
// expect: weekday: Tuesday
// expect: +7 days: 2023-11-21 22:13:20
// expect: +1 month: 2023-12-14 22:13:20
// expect: seconds between: 2592000
// expect: start of day: 2023-11-14 00:00:00
// expect: until new year: 47 days 1 hours
// expect: 29/02/2024 12:30 -> 1709209800 (Thursday, 29 February 2024)
// expect: 31/12/1999 23:59 -> 946684740 (Friday, 31 December 1999)
// expect: not a date -> unparseable
// expect: party: Dec 31, 2023 in 46 days
// expect: tax: Apr 15, 2024 in 152 days
// expect: trip: Jul 1, 2024 in 229 days
// expect: earliest: party true
// expect: first Mondays: Jan 1, 2024; Feb 5, 2024; Mar 4, 2024; Apr 1, 2024
