// Swift with Majid style (habit tracker): a current and longest streak of consecutive check-in days measured in calendar days
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(secondsFromGMT: 3600)!

let isoDay = DateFormatter()
isoDay.locale = Locale(identifier: "en_US_POSIX")
isoDay.timeZone = calendar.timeZone
isoDay.dateFormat = "yyyy-MM-dd"

let stamps: [TimeInterval] = [
    1_717_225_200, 1_717_300_000, 1_717_390_000, 1_717_420_000,
    1_717_570_000, 1_717_650_000, 1_717_740_000, 1_717_830_000, 1_717_900_000,
]
let checkIns = stamps.map { Date(timeIntervalSince1970: $0) }

let days = Array(Set(checkIns.map { calendar.startOfDay(for: $0) })).sorted()
print("distinct days:", days.count, "of", checkIns.count, "check-ins")
print(days.map { isoDay.string(from: $0) }.joined(separator: " "))

var streaks: [[Date]] = []
for day in days {
    if let lastDay = streaks.last?.last,
       calendar.dateComponents([.day], from: lastDay, to: day).day == 1 {
        streaks[streaks.count - 1].append(day)
    } else {
        streaks.append([day])
    }
}

for streak in streaks {
    print("streak of \(streak.count): \(isoDay.string(from: streak.first!)) ... \(isoDay.string(from: streak.last!))")
}
let longest = streaks.map(\.count).max() ?? 0
print("longest:", longest)

let today = calendar.date(from: DateComponents(year: 2024, month: 6, day: 9, hour: 20))!
let current: Int
if let last = streaks.last, let end = last.last,
   calendar.isDate(end, inSameDayAs: today) || calendar.isDate(end, inSameDayAs: calendar.date(byAdding: .day, value: -1, to: today)!) {
    current = last.count
} else {
    current = 0
}
print("current streak on \(isoDay.string(from: today)):", current)
let weekOfYear = calendar.component(.weekOfYear, from: today)
print("week of year:", weekOfYear)

// expect: distinct days: 8 of 9 check-ins
// expect: 2024-06-01 2024-06-02 2024-06-03 2024-06-05 2024-06-06 2024-06-07 2024-06-08 2024-06-09
// expect: streak of 3: 2024-06-01 ... 2024-06-03
// expect: streak of 5: 2024-06-05 ... 2024-06-09
// expect: longest: 5
// expect: current streak on 2024-06-09: 5
// expect: week of year: 24
