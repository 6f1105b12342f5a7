// Tutorial style (countdown): days until a fixed deadline from a fixed "today", using startOfDay
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "America/New_York")!

let today = Date(timeIntervalSince1970: 1_702_000_000)
let deadlines: [String: DateComponents] = [
    "Christmas": DateComponents(year: 2023, month: 12, day: 25),
    "New Year": DateComponents(year: 2024, month: 1, day: 1),
    "Tax day": DateComponents(year: 2024, month: 4, day: 15),
]

for name in deadlines.keys.sorted() {
    let target = cal.date(from: deadlines[name]!)!
    let days = cal.dateComponents([.day], from: cal.startOfDay(for: today), to: target).day!
    let weeks = days / 7
    print("\(name): \(days) days (\(weeks) weeks and \(days % 7) days)")
}

let todayParts = cal.dateComponents([.year, .month, .day, .hour], from: today)
print("Today is \(todayParts.year!)-\(todayParts.month!)-\(todayParts.day!) at hour \(todayParts.hour!)")
// expect: Christmas: 18 days (2 weeks and 4 days)
// expect: New Year: 25 days (3 weeks and 4 days)
// expect: Tax day: 130 days (18 weeks and 4 days)
// expect: Today is 2023-12-7 at hour 20
