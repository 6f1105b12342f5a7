// Hacking with Swift style (free trial): trial end dates, Calendar.compare(_:to:toGranularity:) and days remaining for several sign-ups
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

let stamp = DateFormatter()
stamp.locale = Locale(identifier: "en_US_POSIX")
stamp.timeZone = calendar.timeZone
stamp.dateFormat = "MMM d, yyyy HH:mm"

struct Trial {
    let user: String
    let started: Date
    let lengthDays: Int
    var ends: Date { calendar.date(byAdding: .day, value: lengthDays, to: started)! }
}

let now = calendar.date(from: DateComponents(year: 2024, month: 8, day: 15, hour: 9, minute: 30))!
let trials = [
    Trial(user: "kim", started: calendar.date(from: DateComponents(year: 2024, month: 8, day: 1, hour: 22))!, lengthDays: 14),
    Trial(user: "lee", started: calendar.date(from: DateComponents(year: 2024, month: 8, day: 10, hour: 8))!, lengthDays: 7),
    Trial(user: "max", started: calendar.date(from: DateComponents(year: 2024, month: 7, day: 16))!, lengthDays: 30),
    Trial(user: "noa", started: now, lengthDays: 30),
]

for trial in trials {
    let status: String
    switch calendar.compare(trial.ends, to: now, toGranularity: .day) {
    case .orderedAscending: status = "expired"
    case .orderedSame: status = "ends today"
    case .orderedDescending:
        let left = calendar.dateComponents([.day, .hour], from: now, to: trial.ends)
        status = "\(left.day!)d \(left.hour!)h left"
    }
    print("\(trial.user): ends \(stamp.string(from: trial.ends)) - \(status)")
}

let sameMonth = trials.filter { calendar.compare($0.ends, to: now, toGranularity: .month) == .orderedSame }
print("ending this month:", sameMonth.map(\.user).joined(separator: ", "))
let sameHour = calendar.compare(now, to: now.addingTimeInterval(25 * 60), toGranularity: .hour)
print("9:30 vs 9:55 by hour:", sameHour == .orderedSame)
let extended = calendar.date(byAdding: DateComponents(day: 7, hour: 12), to: trials[1].ends)!
print("lee extended to:", stamp.string(from: extended))

// expect: kim: ends Aug 15, 2024 22:00 - ends today
// expect: lee: ends Aug 17, 2024 08:00 - 1d 22h left
// expect: max: ends Aug 15, 2024 00:00 - ends today
// expect: noa: ends Sep 14, 2024 09:30 - 30d 0h left
// expect: ending this month: kim, lee, max
// expect: 9:30 vs 9:55 by hour: true
// expect: lee extended to: Aug 24, 2024 20:00
