// Hacking with Swift style (shift rota): a four-on four-off rotation computed from the days since an anchor date, printed with EEEE
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

let weekday = DateFormatter()
weekday.locale = Locale(identifier: "en_US_POSIX")
weekday.timeZone = calendar.timeZone
weekday.dateFormat = "EEEE"

let dayMonth = DateFormatter()
dayMonth.locale = Locale(identifier: "en_US_POSIX")
dayMonth.timeZone = calendar.timeZone
dayMonth.dateFormat = "dd/MM"

enum Crew: String, CaseIterable {
    case red = "Red", blue = "Blue"
}

let anchor = calendar.date(from: DateComponents(year: 2024, month: 1, day: 1))!

func crewOnDuty(_ date: Date) -> Crew {
    let days = calendar.dateComponents([.day], from: anchor, to: calendar.startOfDay(for: date)).day!
    let cycle = ((days % 8) + 8) % 8
    return cycle < 4 ? .red : .blue
}

let firstDay = calendar.date(from: DateComponents(year: 2024, month: 3, day: 1, hour: 14))!
var counts: [Crew: Int] = [:]
for offset in 0..<10 {
    let date = calendar.date(byAdding: .day, value: offset, to: firstDay)!
    let crew = crewOnDuty(date)
    counts[crew, default: 0] += 1
    print("\(dayMonth.string(from: date)) \(weekday.string(from: date).padding(toLength: 9, withPad: " ", startingAt: 0)) \(crew.rawValue)")
}
for crew in Crew.allCases { print("\(crew.rawValue): \(counts[crew] ?? 0) days") }

let before = calendar.date(from: DateComponents(year: 2023, month: 12, day: 29))!
print("Dec 29, 2023:", crewOnDuty(before).rawValue)

let year = calendar.dateInterval(of: .year, for: firstDay)!
var weekendsForRed = 0
var cursor = year.start
while cursor < year.end {
    if calendar.component(.weekday, from: cursor) == 7 && crewOnDuty(cursor) == .red { weekendsForRed += 1 }
    cursor = calendar.date(byAdding: .day, value: 1, to: cursor)!
}
print("Saturdays worked by Red in 2024:", weekendsForRed)

// expect: 01/03 Friday    Blue
// expect: 02/03 Saturday  Blue
// expect: 03/03 Sunday    Blue
// expect: 04/03 Monday    Blue
// expect: 05/03 Tuesday   Red
// expect: 06/03 Wednesday Red
// expect: 07/03 Thursday  Red
// expect: 08/03 Friday    Red
// expect: 09/03 Saturday  Blue
// expect: 10/03 Sunday    Blue
// expect: Red: 4 days
// expect: Blue: 6 days
// expect: Dec 29, 2023: Blue
// expect: Saturdays worked by Red in 2024: 26
