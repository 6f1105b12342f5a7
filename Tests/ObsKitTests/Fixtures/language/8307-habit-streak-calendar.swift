// App model layer: a habit streak calculator over fixed dates using a UTC Calendar
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

func day(_ y: Int, _ m: Int, _ d: Int, hour: Int = 9) -> Date {
    calendar.date(from: DateComponents(year: y, month: m, day: d, hour: hour))!
}

struct Habit {
    let name: String
    var completions: [Date] = []

    func currentStreak(asOf today: Date) -> Int {
        let days = Set(completions.map { calendar.startOfDay(for: $0) })
        var cursor = calendar.startOfDay(for: today)
        if !days.contains(cursor) {
            cursor = calendar.date(byAdding: .day, value: -1, to: cursor)!
        }
        var streak = 0
        while days.contains(cursor) {
            streak += 1
            cursor = calendar.date(byAdding: .day, value: -1, to: cursor)!
        }
        return streak
    }

    var longestStreak: Int {
        let days = Set(completions.map { calendar.startOfDay(for: $0) }).sorted()
        var best = 0, run = 0
        var previous: Date?
        for d in days {
            if let p = previous, calendar.dateComponents([.day], from: p, to: d).day == 1 {
                run += 1
            } else {
                run = 1
            }
            best = max(best, run)
            previous = d
        }
        return best
    }
}

var reading = Habit(name: "Reading")
reading.completions = [
    day(2024, 2, 26), day(2024, 2, 27), day(2024, 2, 28), day(2024, 2, 29),
    day(2024, 3, 1, hour: 23), day(2024, 3, 1, hour: 7), day(2024, 3, 3),
    day(2024, 3, 4), day(2024, 3, 5),
]
let today = day(2024, 3, 5, hour: 20)
print("\(reading.name) current: \(reading.currentStreak(asOf: today))")
print("\(reading.name) longest: \(reading.longestStreak)")
print("as of Mar 6: \(reading.currentStreak(asOf: day(2024, 3, 6)))")
print("as of Mar 7: \(reading.currentStreak(asOf: day(2024, 3, 7)))")
print("as of Mar 2: \(reading.currentStreak(asOf: day(2024, 3, 2)))")

let weekday = calendar.component(.weekday, from: day(2024, 2, 29))
print("Feb 29 2024 weekday index: \(weekday)")
let span = calendar.dateComponents([.day], from: day(2024, 2, 26), to: day(2024, 3, 5)).day!
print("tracked span: \(span + 1) days, completion rate: \(Set(reading.completions.map { calendar.startOfDay(for: $0) }).count * 100 / (span + 1))%")

// expect: Reading current: 3
// expect: Reading longest: 5
// expect: as of Mar 6: 3
// expect: as of Mar 7: 0
// expect: as of Mar 2: 5
// expect: Feb 29 2024 weekday index: 5
// expect: tracked span: 9 days, completion rate: 88%
