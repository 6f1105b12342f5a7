// Swift with Majid style (activity feed): events grouped by day with startOfDay(for:) and labelled Today/Yesterday via isDate(_:inSameDayAs:)
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(secondsFromGMT: -5 * 3600)!

let header = DateFormatter()
header.locale = Locale(identifier: "en_US_POSIX")
header.timeZone = calendar.timeZone
header.dateFormat = "EEE, MMM d"

let timeOnly = DateFormatter()
timeOnly.locale = Locale(identifier: "en_US_POSIX")
timeOnly.timeZone = calendar.timeZone
timeOnly.dateFormat = "h:mm a"

struct Activity {
    let title: String
    let at: Date
}

let now = Date(timeIntervalSince1970: 1_718_900_000)  // 2024-06-20 16:13:20 UTC
let feed = [
    Activity(title: "Ran 5 km", at: now.addingTimeInterval(-2 * 3600)),
    Activity(title: "Read a chapter", at: now.addingTimeInterval(-14 * 3600)),
    Activity(title: "Cooked dinner", at: now.addingTimeInterval(-20 * 3600)),
    Activity(title: "Team meeting", at: now.addingTimeInterval(-3 * 86_400)),
    Activity(title: "Coffee", at: now.addingTimeInterval(-9 * 60)),
]

func label(for day: Date) -> String {
    if calendar.isDate(day, inSameDayAs: now) { return "Today" }
    let yesterday = calendar.date(byAdding: .day, value: -1, to: now)!
    if calendar.isDate(day, inSameDayAs: yesterday) { return "Yesterday" }
    return header.string(from: day)
}

let grouped = Dictionary(grouping: feed) { calendar.startOfDay(for: $0.at) }
for day in grouped.keys.sorted(by: >) {
    print(label(for: day))
    for activity in grouped[day]!.sorted(by: { $0.at > $1.at }) {
        print("  \(timeOnly.string(from: activity.at))  \(activity.title)")
    }
}

let midnight = calendar.startOfDay(for: now)
print("seconds since local midnight:", Int(now.timeIntervalSince(midnight)))
print("is weekend:", calendar.isDateInWeekend(now))
print("same day as 23:59 UTC-5:", calendar.isDate(now, inSameDayAs: midnight.addingTimeInterval(86_399)))

// expect: Today
// expect:   11:04 AM  Coffee
// expect:   9:13 AM  Ran 5 km
// expect: Yesterday
// expect:   9:13 PM  Read a chapter
// expect:   3:13 PM  Cooked dinner
// expect: Mon, Jun 17
// expect:   11:13 AM  Team meeting
// expect: seconds since local midnight: 40400
// expect: is weekend: false
// expect: same day as 23:59 UTC-5: true
