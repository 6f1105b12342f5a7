// App code style: a weekly planner using Calendar in UTC with weekday names from DateFormatter
import Foundation

var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = TimeZone(identifier: "UTC")!
calendar.locale = Locale(identifier: "en_US_POSIX")
calendar.firstWeekday = 2 // Monday
calendar.minimumDaysInFirstWeek = 4

let names = DateFormatter()
names.locale = Locale(identifier: "en_US_POSIX")
names.timeZone = TimeZone(identifier: "UTC")
names.dateFormat = "EEE d MMM"

let today = calendar.date(from: DateComponents(year: 2025, month: 3, day: 5, hour: 14))!
print("today:", names.string(from: today))

let interval = calendar.dateInterval(of: .weekOfYear, for: today)!
print("week starts:", names.string(from: interval.start), "lasts days:", Int(interval.duration / 86_400))

let chores = ["laundry", "groceries", "gym", "call mom", "bins", "rest", "plan week"]
for offset in 0..<7 {
    let day = calendar.date(byAdding: .day, value: offset, to: interval.start)!
    let marker = calendar.isDate(day, inSameDayAs: today) ? "*" : " "
    let weekend = calendar.isDateInWeekend(day) ? " (weekend)" : ""
    print("\(marker) \(names.string(from: day)): \(chores[offset])\(weekend)")
}
print("week of year:", calendar.component(.weekOfYear, from: today))
print("weekday number:", calendar.component(.weekday, from: today))
print("day of year:", calendar.ordinality(of: .day, in: .year, for: today)!)

let nextFriday = calendar.nextDate(after: today, matching: DateComponents(weekday: 6), matchingPolicy: .nextTime)!
print("next Friday:", names.string(from: nextFriday))
let deadline = calendar.date(from: DateComponents(year: 2025, month: 4, day: 1))!
let left = calendar.dateComponents([.weekOfYear, .day], from: today, to: deadline)
print("until deadline: \(left.weekOfYear!) weeks \(left.day!) days")
print("symbols:", calendar.shortWeekdaySymbols.count, calendar.monthSymbols[2])
// expect: today: Wed 5 Mar
// expect: week starts: Mon 3 Mar lasts days: 7
// expect:   Mon 3 Mar: laundry
// expect:   Tue 4 Mar: groceries
// expect: * Wed 5 Mar: gym
// expect:   Thu 6 Mar: call mom
// expect:   Fri 7 Mar: bins
// expect:   Sat 8 Mar: rest (weekend)
// expect:   Sun 9 Mar: plan week (weekend)
// expect: week of year: 10
// expect: weekday number: 4
// expect: day of year: 64
// expect: next Friday: Fri 7 Mar
// expect: until deadline: 3 weeks 5 days
// expect: symbols: 7 March
