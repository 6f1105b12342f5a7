// App code style: grouping activity timestamps by startOfDay in a UTC calendar
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "UTC")!
let dayFmt = DateFormatter()
dayFmt.locale = Locale(identifier: "en_US_POSIX")
dayFmt.timeZone = cal.timeZone
dayFmt.dateFormat = "EEE yyyy-MM-dd"

let base: TimeInterval = 1_717_200_000 // 2024-06-01 00:00:00 UTC
let activities: [(String, TimeInterval)] = [
    ("login", base + 3_600),
    ("upload", base + 86_399),
    ("comment", base + 86_400),
    ("login", base + 90_000 + 7_200),
    ("logout", base + 3 * 86_400 + 60),
    ("login", base - 1),
]

var byDay: [Date: [String]] = [:]
for (name, t) in activities {
    let date = Date(timeIntervalSince1970: t)
    byDay[cal.startOfDay(for: date), default: []].append(name)
}
for day in byDay.keys.sorted() {
    print("\(dayFmt.string(from: day)): \(byDay[day]!.joined(separator: ", "))")
}

let first = Date(timeIntervalSince1970: base + 3_600)
let second = Date(timeIntervalSince1970: base + 86_399)
print("same day:", cal.isDate(first, inSameDayAs: second))
print("start of day offset:", first.timeIntervalSince(cal.startOfDay(for: first)))
let dayCount = byDay.count
let spanDays = cal.dateComponents([.day], from: byDay.keys.min()!, to: byDay.keys.max()!).day!
print("active days: \(dayCount) of \(spanDays + 1)")
let endOfDay = cal.date(byAdding: DateComponents(day: 1, second: -1), to: cal.startOfDay(for: first))!
print("end of day:", Int(endOfDay.timeIntervalSince1970), dayFmt.string(from: endOfDay))
let hours = activities.map { cal.component(.hour, from: Date(timeIntervalSince1970: $0.1)) }
print("hours:", hours)
print("busiest hour count:", Dictionary(grouping: hours, by: { $0 }).values.map(\.count).max()!)
// expect: Fri 2024-05-31: login
// expect: Sat 2024-06-01: login, upload
// expect: Sun 2024-06-02: comment, login
// expect: Tue 2024-06-04: logout
// expect: same day: true
// expect: start of day offset: 3600.0
// expect: active days: 4 of 5
// expect: end of day: 1717286399 Sat 2024-06-01
// expect: hours: [1, 23, 0, 3, 0, 23]
// expect: busiest hour count: 2
