// App code style: a habit streak counter using day numbers from a UTC Gregorian calendar
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
let iso = ISO8601DateFormatter()
iso.formatOptions = [.withFullDate]
iso.timeZone = cal.timeZone

let checkIns = ["2024-02-26", "2024-02-27", "2024-02-28", "2024-02-29", "2024-03-01",
                "2024-03-03", "2024-03-04", "2024-03-04", "2024-03-06", "2024-03-07", "2024-03-08"]
let dates = checkIns.compactMap { iso.date(from: $0) }
print("parsed:", dates.count)

let epoch = iso.date(from: "2024-01-01")!
let dayNumbers = Array(Set(dates.map { cal.dateComponents([.day], from: epoch, to: $0).day! })).sorted()
print("day numbers:", dayNumbers)

var streaks: [(start: Int, length: Int)] = []
for d in dayNumbers {
    if let last = streaks.last, last.start + last.length == d {
        streaks[streaks.count - 1].length += 1
    } else {
        streaks.append((d, 1))
    }
}
for s in streaks {
    let startDate = cal.date(byAdding: .day, value: s.start, to: epoch)!
    print("streak from \(iso.string(from: startDate)) for \(s.length) day(s)")
}
let best = streaks.max { $0.length < $1.length }!
print("best streak:", best.length)

let today = iso.date(from: "2024-03-08")!
var current = 0
var cursor = today
let set = Set(dates.map { cal.startOfDay(for: $0) })
while set.contains(cursor) {
    current += 1
    cursor = cal.date(byAdding: .day, value: -1, to: cursor)!
}
print("current streak:", current)
let missed = (dayNumbers.first!...dayNumbers.last!).filter { !dayNumbers.contains($0) }
print("missed days:", missed.map { iso.string(from: cal.date(byAdding: .day, value: $0, to: epoch)!) })
let weekdays = dates.map { cal.component(.weekday, from: $0) }
print("weekday counts:", (1...7).map { d in weekdays.filter { $0 == d }.count })
// expect: parsed: 11
// expect: day numbers: [56, 57, 58, 59, 60, 62, 63, 65, 66, 67]
// expect: streak from 2024-02-26 for 5 day(s)
// expect: streak from 2024-03-03 for 2 day(s)
// expect: streak from 2024-03-06 for 3 day(s)
// expect: best streak: 5
// expect: current streak: 3
// expect: missed days: ["2024-03-02", "2024-03-05"]
// expect: weekday counts: [1, 3, 1, 2, 2, 2, 0]
