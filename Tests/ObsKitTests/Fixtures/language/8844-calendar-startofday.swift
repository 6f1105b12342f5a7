// Apple docs style (Calendar): start of day, same-day checks and month ranges
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!

let morning = Date(timeIntervalSince1970: 1_718_438_400 + 7 * 3600 + 25 * 60)   // 2024-06-15 07:25
let evening = Date(timeIntervalSince1970: 1_718_438_400 + 22 * 3600)            // 2024-06-15 22:00
let nextDay = Date(timeIntervalSince1970: 1_718_438_400 + 25 * 3600)            // 2024-06-16 01:00

let start = calendar.startOfDay(for: morning)
print("start of day: \(start)")
print("seconds into day: \(morning.timeIntervalSince(start))")
print("same day (morning, evening): \(calendar.isDate(morning, inSameDayAs: evening))")
print("same day (evening, next): \(calendar.isDate(evening, inSameDayAs: nextDay))")
print("same month: \(calendar.isDate(evening, equalTo: nextDay, toGranularity: .month))")

let daysInJune = calendar.range(of: .day, in: .month, for: morning)!
print("days in June: \(daysInJune.count) (\(daysInJune.lowerBound)..<\(daysInJune.upperBound))")

for month in [2, 4, 12] {
    let date = calendar.date(from: DateComponents(year: 2023, month: month, day: 10))!
    print("month \(month) of 2023 has \(calendar.range(of: .day, in: .month, for: date)!.count) days")
}
let leapFeb = calendar.date(from: DateComponents(year: 2024, month: 2, day: 1))!
print("Feb 2024: \(calendar.range(of: .day, in: .month, for: leapFeb)!.count) days")
print("hours in a day: \(calendar.range(of: .hour, in: .day, for: morning)!.count)")

// group timestamps into daily buckets for a step counter
let samples: [(TimeInterval, Int)] = [
    (1_718_438_400 + 3600, 1200),
    (1_718_438_400 + 50_000, 3400),
    (1_718_438_400 + 90_000, 800),
    (1_718_438_400 + 100_000, 2100),
    (1_718_438_400 + 200_000, 500),
]
var totals: [Date: Int] = [:]
for (offset, steps) in samples {
    let day = calendar.startOfDay(for: Date(timeIntervalSince1970: offset))
    totals[day, default: 0] += steps
}
for day in totals.keys.sorted() {
    print("\(calendar.component(.month, from: day))/\(calendar.component(.day, from: day)): \(totals[day]!) steps")
}

// expect: start of day: 2024-06-15 00:00:00 +0000
// expect: seconds into day: 55500.0
// expect: same day (morning, evening): false
// expect: same day (evening, next): true
// expect: same month: true
// expect: days in June: 30 (1..<31)
// expect: month 2 of 2023 has 28 days
// expect: month 4 of 2023 has 30 days
// expect: month 12 of 2023 has 31 days
// expect: Feb 2024: 29 days
// expect: hours in a day: 24
// expect: 6/15: 4600 steps
// expect: 6/16: 2900 steps
// expect: 6/17: 500 steps
