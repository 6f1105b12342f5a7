// Swift with Majid style (conference agenda): talk slots built by adding DateComponents offsets, printed with start/end times and a gap check
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(secondsFromGMT: -7 * 3600)!

let time = DateFormatter()
time.locale = Locale(identifier: "en_US_POSIX")
time.timeZone = calendar.timeZone
time.dateFormat = "h:mm a"

struct Talk {
    let title: String
    let minutes: Int
}

let talks = [
    Talk(title: "Keynote", minutes: 90),
    Talk(title: "What's new in Swift", minutes: 40),
    Talk(title: "Lunch", minutes: 75),
    Talk(title: "Concurrency in practice", minutes: 45),
    Talk(title: "Testing macros", minutes: 30),
]
let breakLength = DateComponents(minute: 10)

var cursor = calendar.date(from: DateComponents(year: 2024, month: 6, day: 10, hour: 9, minute: 30))!
var schedule: [(Talk, Date, Date)] = []
for talk in talks {
    let end = calendar.date(byAdding: .minute, value: talk.minutes, to: cursor)!
    schedule.append((talk, cursor, end))
    cursor = calendar.date(byAdding: breakLength, to: end)!
}

for (talk, start, end) in schedule {
    print("\(time.string(from: start)) - \(time.string(from: end))  \(talk.title)")
}

let lastEnd = schedule.last!.2
let dayEnd = calendar.date(bySettingHour: 17, minute: 0, second: 0, of: lastEnd)!
let spare = calendar.dateComponents([.hour, .minute], from: lastEnd, to: dayEnd)
print("free after last talk: \(spare.hour!)h \(spare.minute!)m")

let afternoon = schedule.filter { calendar.component(.hour, from: $0.1) >= 12 }.map { $0.0.title }
print("afternoon:", afternoon)
let totalTalking = talks.filter { $0.title != "Lunch" }.map(\.minutes).reduce(0, +)
print("minutes of talks:", totalTalking)
let utc = DateFormatter()
utc.locale = Locale(identifier: "en_US_POSIX")
utc.timeZone = TimeZone(identifier: "UTC")
utc.dateFormat = "HH:mm 'UTC'"
print("keynote in UTC:", utc.string(from: schedule[0].1))

// expect: 9:30 AM - 11:00 AM  Keynote
// expect: 11:10 AM - 11:50 AM  What's new in Swift
// expect: 12:00 PM - 1:15 PM  Lunch
// expect: 1:25 PM - 2:10 PM  Concurrency in practice
// expect: 2:20 PM - 2:50 PM  Testing macros
// expect: free after last talk: 2h 10m
// expect: afternoon: ["Lunch", "Concurrency in practice", "Testing macros"]
// expect: minutes of talks: 205
// expect: keynote in UTC: 16:30 UTC
