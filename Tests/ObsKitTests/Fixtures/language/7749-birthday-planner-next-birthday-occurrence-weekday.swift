// Tutorial style (birthday planner): next birthday occurrence and weekday using nextDate and weekdaySymbols
import Foundation

var cal = Calendar(identifier: .gregorian)
cal.timeZone = TimeZone(identifier: "Europe/Paris")!
cal.locale = Locale(identifier: "en_US_POSIX")

let today = cal.date(from: DateComponents(year: 2024, month: 6, day: 1))!

let birthdays: [(String, Int, Int)] = [("Ana", 3, 14), ("Ben", 6, 1), ("Cyd", 12, 25), ("Dee", 2, 29)]

for (name, month, day) in birthdays {
    let match = DateComponents(month: month, day: day)
    guard let next = cal.nextDate(after: today, matching: match, matchingPolicy: .nextTimePreservingSmallerComponents) else {
        print("\(name): none")
        continue
    }
    let c = cal.dateComponents([.year, .month, .day, .weekday], from: next)
    let wait = cal.dateComponents([.day], from: today, to: next).day!
    print("\(name): \(c.year!)-\(c.month!)-\(c.day!), a \(cal.weekdaySymbols[c.weekday! - 1]), in \(wait) days")
}
// expect: Ana: 2025-3-14, a Friday, in 286 days
// expect: Ben: 2025-6-1, a Sunday, in 365 days
// expect: Cyd: 2024-12-25, a Wednesday, in 207 days
// expect: Dee: 2025-3-1, a Saturday, in 273 days
