// Hacking with Swift style (rent reminders): enumerateDates(startingAfter:matching:matchingPolicy:) for a monthly reminder on the 31st under different policies
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = calendar.timeZone
formatter.dateFormat = "yyyy-MM-dd HH:mm"

let start = calendar.date(from: DateComponents(year: 2024, month: 1, day: 1))!
var rentDay = DateComponents()
rentDay.day = 31
rentDay.hour = 9

let policies: [(String, Calendar.MatchingPolicy)] = [
    ("nextTime", .nextTime),
    ("strict", .strict),
    ("previousTimePreservingSmallerComponents", .previousTimePreservingSmallerComponents),
]

for (name, policy) in policies {
    var found: [String] = []
    calendar.enumerateDates(startingAfter: start, matching: rentDay, matchingPolicy: policy) { date, _, stop in
        guard let date = date else { return }
        found.append(formatter.string(from: date))
        if found.count == 5 { stop = true }
    }
    print(name + ":")
    for line in found { print("  " + line) }
}

var firstMonday = DateComponents()
firstMonday.weekday = 2
firstMonday.weekdayOrdinal = 1
firstMonday.hour = 18
var meetings: [String] = []
calendar.enumerateDates(startingAfter: start, matching: firstMonday, matchingPolicy: .nextTime) { date, _, stop in
    if let date = date { meetings.append(formatter.string(from: date)) }
    if meetings.count == 4 { stop = true }
}
print("first-Monday meetups:", meetings.joined(separator: "; "))

// expect: nextTime:
// expect:   2024-01-31 09:00
// expect:   2024-03-01 00:00
// expect:   2024-03-31 09:00
// expect:   2024-05-01 00:00
// expect:   2024-05-31 09:00
// expect: strict:
// expect:   2024-01-31 09:00
// expect:   2024-03-31 09:00
// expect:   2024-05-31 09:00
// expect:   2024-07-31 09:00
// expect:   2024-08-31 09:00
// expect: previousTimePreservingSmallerComponents:
// expect:   2024-01-31 09:00
// expect:   2024-02-29 09:00
// expect:   2024-03-31 09:00
// expect:   2024-04-30 09:00
// expect:   2024-05-31 09:00
// expect: first-Monday meetups: 2024-01-01 18:00; 2024-02-05 18:00; 2024-03-04 18:00; 2024-04-01 18:00
