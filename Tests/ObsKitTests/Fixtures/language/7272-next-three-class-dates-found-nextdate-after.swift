// Hacking with Swift style (weekly schedule): the next three class dates found with nextDate(after:matching:matchingPolicy:) and printed with EEEE formats
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

let formatter = DateFormatter()
formatter.locale = Locale(identifier: "en_US_POSIX")
formatter.timeZone = TimeZone(identifier: "UTC")
formatter.dateFormat = "EEEE, MMM d 'at' h:mm a"

struct Lesson {
    let name: String
    let weekday: Int   // 1 = Sunday
    let hour: Int
    let minute: Int
}

let lessons = [
    Lesson(name: "Yoga", weekday: 2, hour: 7, minute: 30),
    Lesson(name: "Piano", weekday: 4, hour: 17, minute: 0),
    Lesson(name: "Swimming", weekday: 7, hour: 9, minute: 15),
]

// Thursday, 14 March 2024, 12:00 UTC
let start = Date(timeIntervalSince1970: 1_710_417_600)
formatter.dateFormat = "EEEE yyyy-MM-dd HH:mm"
print("Today is", formatter.string(from: start))
formatter.dateFormat = "EEEE, MMM d 'at' h:mm a"

for lesson in lessons {
    var matching = DateComponents()
    matching.weekday = lesson.weekday
    matching.hour = lesson.hour
    matching.minute = lesson.minute
    var cursor = start
    var upcoming: [String] = []
    for _ in 0..<3 {
        guard let next = calendar.nextDate(after: cursor, matching: matching, matchingPolicy: .nextTime) else { break }
        upcoming.append(formatter.string(from: next))
        cursor = next
    }
    print("\(lesson.name):")
    for line in upcoming { print("  - \(line)") }
}

let weekdayNames = formatter.weekdaySymbols ?? []
let shortNames = formatter.shortWeekdaySymbols ?? []
print(weekdayNames.joined(separator: ", "))
print(shortNames.joined(separator: "|"))

// expect: Today is Thursday 2024-03-14 12:00
// expect: Yoga:
// expect:   - Monday, Mar 18 at 7:30 AM
// expect:   - Monday, Mar 25 at 7:30 AM
// expect:   - Monday, Apr 1 at 7:30 AM
// expect: Piano:
// expect:   - Wednesday, Mar 20 at 5:00 PM
// expect:   - Wednesday, Mar 27 at 5:00 PM
// expect:   - Wednesday, Apr 3 at 5:00 PM
// expect: Swimming:
// expect:   - Saturday, Mar 16 at 9:15 AM
// expect:   - Saturday, Mar 23 at 9:15 AM
// expect:   - Saturday, Mar 30 at 9:15 AM
// expect: Sunday, Monday, Tuesday, Wednesday, Thursday, Friday, Saturday
// expect: Sun|Mon|Tue|Wed|Thu|Fri|Sat
